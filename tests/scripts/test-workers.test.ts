/** How many test files the unit and server projects run at once (vitest.workers.ts). */
import { describe, expect, it } from 'vitest';
import { chooseWorkers, MEMORY_PER_WORKER } from '../../vitest.workers.ts';

const GIB = 1024 ** 3;

describe('chooseWorkers', () => {
  it('runs one file per core when the memory holds a worker per core, whatever the load', () => {
    expect(chooseWorkers(2, 16 * GIB, undefined).workers).toBe(2);
    expect(chooseWorkers(4, 16 * GIB, undefined).workers).toBe(4);
    expect(chooseWorkers(1, 16 * GIB, undefined).workers).toBe(1);
  });

  it('runs fewer when the memory available holds fewer workers, and always at least one', () => {
    expect(chooseWorkers(4, 2 * MEMORY_PER_WORKER + GIB / 2, undefined).workers).toBe(2);
    expect(chooseWorkers(2, MEMORY_PER_WORKER * 1.9, undefined).workers).toBe(1);
    expect(chooseWorkers(2, GIB / 4, undefined).workers).toBe(1);
  });

  it('takes TEST_WORKERS as it is, and refuses one that is no whole number of 1 or more', () => {
    expect(chooseWorkers(2, 16 * GIB, '1')).toEqual({ workers: 1, why: 'TEST_WORKERS' });
    expect(chooseWorkers(2, GIB / 4, '3').workers).toBe(3);
    expect(chooseWorkers(2, 16 * GIB, '').workers).toBe(2);
    for (const wrong of ['0', 'two', '1.5', '-1']) expect(() => chooseWorkers(2, 16 * GIB, wrong)).toThrow(/TEST_WORKERS/);
  });

  it('says what it decided from', () => {
    expect(chooseWorkers(2, 8 * GIB, undefined).why).toMatch(/^2 cores, 8\.0 GiB of memory available, 1\.5 GiB a worker/);
  });
});
