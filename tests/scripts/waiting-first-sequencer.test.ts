/** The files the Node tests start first (tests/waiting-first-sequencer.ts) are files of the suite. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WAITING_FILES } from '../waiting-first-sequencer.ts';

describe('WAITING_FILES', () => {
  it('names test files that exist, each once', () => {
    expect(WAITING_FILES.filter((file) => !fs.existsSync(file) || !file.endsWith('.test.ts'))).toEqual([]);
    expect(new Set(WAITING_FILES).size).toBe(WAITING_FILES.length);
  });
});
