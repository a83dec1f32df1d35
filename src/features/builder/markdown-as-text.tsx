/**
 * Stands in for `markdown-to-jsx/react` (vite.config.ts aliases it here). @rjsf/core imports that
 * 30 kB (gzipped) Markdown parser for descriptions and help written in Markdown, shown only under
 * `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`, and for its own configuration-error
 * messages. Step forms never enable Markdown (their uiSchema type has no such option; checked for every
 * demo step in tests/engine/step-schema.test.ts), and a configuration error reads as well in plain text.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
