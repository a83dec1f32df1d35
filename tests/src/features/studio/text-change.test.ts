/** The editor's update from a grid replaces only what changed (text-change.ts). */
import { describe, expect, it } from 'vitest';
import { changedRange } from '../../../../src/features/studio/text-change.ts';

const apply = (before: string, change: ReturnType<typeof changedRange>) => (change ? before.slice(0, change.from) + change.insert + before.slice(change.to) : before);

describe('changedRange', () => {
  it('is null for the same text', () => {
    expect(changedRange('family: bar\n', 'family: bar\n')).toBeNull();
  });

  it('replaces only the characters that differ, in the middle of a long text', () => {
    const before = `${'  - code: A\n'.repeat(2_000)}    unitPrice: 95.00\n${'  - code: B\n'.repeat(2_000)}`;
    const after = before.replace('unitPrice: 95.00', 'unitPrice: 96.50');
    const change = changedRange(before, after)!;
    expect(change.insert).toBe('6.5');
    expect(before.slice(change.from, change.to)).toBe('5.0');
    expect(apply(before, change)).toBe(after);
  });

  it('gives the text back for insertions, deletions and repeated characters', () => {
    for (const [before, after] of [
      ['aaa', 'aaaa'],
      ['aaaa', 'aa'],
      ['', 'x: 1\n'],
      ['x: 1\n', ''],
      ['ab', 'ba'],
      ['price: 1.00\nprice: 1.00\n', 'price: 1.00\n'],
    ] as const) {
      expect(apply(before, changedRange(before, after))).toBe(after);
    }
  });
});
