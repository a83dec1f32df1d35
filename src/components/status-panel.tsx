/**
 * A full-page message: an icon, a title (the page's h1), a sentence and an
 * action. The 404, 500 and offline pages use it instead of antd's Result,
 * whose illustrations would weigh on every first page.
 */
import type { ReactNode } from 'react';

interface StatusPanelProps {
  /** A status code shown above the title (404, 500). */
  code?: string;
  icon: ReactNode;
  tone: 'error' | 'warning';
  title: ReactNode;
  subTitle: ReactNode;
  action: ReactNode;
}

export function StatusPanel({ code, icon, tone, title, subTitle, action }: StatusPanelProps) {
  return (
    <section className={`status-panel status-panel-${tone}`} data-status={code}>
      <div className="status-panel-icon" aria-hidden>
        {icon}
      </div>
      {code && <p className="status-panel-code">{code}</p>}
      <h1 className="status-panel-title">{title}</h1>
      <p className="status-panel-text">{subTitle}</p>
      {action}
    </section>
  );
}
