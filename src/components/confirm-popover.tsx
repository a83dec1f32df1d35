/**
 * antd's Popconfirm for the app: its warning icon hidden from assistive
 * technology (antd's own reads its English name, "exclamation-circle"; the
 * question beside it says what is asked), and drawn inside the page's main
 * landmark or the dialog it opens from, not loose at the end of the body
 * where screen-reader users navigating by landmarks would not find it (axe:
 * region). Every Popconfirm of the app comes from here (lint rule).
 */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Popconfirm as AntPopconfirm, type PopconfirmProps } from 'antd';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';

const landmarkOf = (trigger: HTMLElement): HTMLElement => trigger.closest<HTMLElement>('main, [role="dialog"]') ?? document.body;

export function Popconfirm(props: PopconfirmProps) {
  return <AntPopconfirm icon={<ExclamationCircleFilled aria-hidden />} getPopupContainer={landmarkOf} {...props} />;
}

/**
 * The same, made only when its button is first clicked (then open): for a button repeated on every row of a grid,
 * where a Popconfirm per row (antd's trigger, tooltip and theme hooks) weighed on the grid's first render.
 */
export function LazyPopconfirm({ children, ...props }: PopconfirmProps & { children: ReactElement<{ onClick?(event: MouseEvent): void }> }) {
  const [made, setMade] = useState(false);
  if (!made) return cloneElement(children, { onClick: () => setMade(true) });
  return (
    <Popconfirm defaultOpen {...props}>
      {children}
    </Popconfirm>
  );
}
