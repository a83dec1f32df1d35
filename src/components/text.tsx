/**
 * Headings and secondary text in the theme's colours and antd's type scale
 * (styles.css, `.heading`), as plain elements: antd's Typography brings its
 * ellipsis, copy and edit machinery (8 kB gzipped), which the builder does
 * not use, into opening a quote (npm run bench:web).
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface HeadingProps {
  level: 1 | 2 | 3 | 4;
  className?: string;
  style?: CSSProperties;
  /** The whole text, shown on hover where the heading is cut short. */
  title?: string;
  children: ReactNode;
}

export function Heading({ level, className, style, title, children }: HeadingProps) {
  const { token } = theme.useToken();
  const H = `h${level}` as const;
  const classes = `heading heading-${level}${className ? ` ${className}` : ''}`;
  return (
    <H className={classes} title={title} style={{ color: token.colorTextHeading, fontWeight: token.fontWeightStrong, ...style }}>
      {children}
    </H>
  );
}

/** Text of less weight than what it accompanies: a note, a hint, a step's name. */
export function SecondaryText({ className, children }: { className?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span className={className} style={{ color: token.colorTextDescription }}>
      {children}
    </span>
  );
}
