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

const landmarkOf = (trigger: HTMLElement): HTMLElement => trigger.closest<HTMLElement>('main, [role="dialog"]') ?? document.body;

export function Popconfirm(props: PopconfirmProps) {
  return <AntPopconfirm icon={<ExclamationCircleFilled aria-hidden />} getPopupContainer={landmarkOf} {...props} />;
}
