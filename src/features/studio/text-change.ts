/**
 * The part of `before` that `after` replaces (null: the same text): a price typed in a grid changes a few
 * characters of a 5,000-line file, and the editor re-reads only the lines around them rather than the whole
 * text (its syntax tree, folding and marks), keeping the cursor and the history of what was typed elsewhere.
 */
export function changedRange(before: string, after: string): { from: number; to: number; insert: string } | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}
