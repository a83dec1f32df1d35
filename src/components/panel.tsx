/**
 * A titled box drawn as antd's small Card (its border, radius, head and
 * padding, from the theme's tokens), for the builder's side panels. antd's
 * Card carries its tab bar (and the tab bar its menus) into every screen
 * that shows one; these panels have no tabs.
 */
import { theme } from 'antd';
import type { ReactNode } from 'react';

export interface PanelProps {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Panel({ title, children, className }: PanelProps) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section className={className} style={{ border, borderRadius: token.borderRadiusLG, background: token.colorBgContainer }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          minHeight: token.controlHeight + token.paddingXXS * 2,
          padding: `0 ${token.paddingSM}px`,
          borderBottom: border,
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSize,
        }}
      >
        {title}
      </div>
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </section>
  );
}
