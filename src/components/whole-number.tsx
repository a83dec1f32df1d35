/**
 * An order or quote number (O-2026-000001) inside a sentence, never broken at
 * its hyphens: a line may break after them, and "O-2026-" / "000001" read as
 * two things (issue 30, item 8: toasts; dialog titles on a phone too). The
 * text is unchanged, so it is copied and searched as written.
 */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

export function WholeNumber({ children }: { children: string }) {
  return <span className="whole-number" style={NOWRAP}>{children}</span>;
}
