import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch-loader.ts';

/** A loader over a mutable table that records every batch it was asked for. */
function squares(options: { maxBatch?: number; failOn?: number } = {}) {
  const batches: number[][] = [];
  const table = new Map<number, number>([1, 2, 3, 4, 5, 6, 7].map((n) => [n, n * n]));
  const load = batchLoader<number, number | null>({
    id: String,
    missing: null,
    ...(options.maxBatch ? { maxBatch: options.maxBatch } : {}),
    async load(keys) {
      batches.push([...keys]);
      await Promise.resolve();
      if (options.failOn !== undefined && keys.includes(options.failOn)) {
        throw new Error(`database down for ${options.failOn}`);
      }
      return new Map(keys.flatMap((k) => (table.has(k) ? [[String(k), table.get(k)!]] : [])));
    },
  });
  return { load, batches, table };
}

describe('batchLoader: lookups of one turn of the event loop share one query', () => {
  it('three lookups made together are one batch, and each gets its own answer', async () => {
    const { load, batches } = squares();
    await expect(Promise.all([load(2), load(3), load(4)])).resolves.toEqual([4, 9, 16]);
    expect(batches).toEqual([[2, 3, 4]]);
  });

  it('the same key asked twice is asked once, and both callers get the answer', async () => {
    const { load, batches } = squares();
    await expect(Promise.all([load(5), load(5), load(6)])).resolves.toEqual([25, 25, 36]);
    expect(batches).toEqual([[5, 6]]);
  });

  it('a key the query does not answer gets the missing value', async () => {
    const { load } = squares();
    await expect(Promise.all([load(1), load(99)])).resolves.toEqual([1, null]);
  });

  it('more keys than maxBatch are split into batches of at most maxBatch', async () => {
    const { load, batches } = squares({ maxBatch: 3 });
    await expect(Promise.all([1, 2, 3, 4, 5, 6, 7].map(load))).resolves.toEqual([
      1, 4, 9, 16, 25, 36, 49,
    ]);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('a failed batch rejects its own lookups only', async () => {
    const { load } = squares({ maxBatch: 2, failOn: 3 });
    const results = await Promise.allSettled([load(1), load(2), load(3), load(4)]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('database down for 3'));
  });

  it('remembers nothing: a lookup made after a change sees the change', async () => {
    const { load, batches, table } = squares();
    await expect(load(2)).resolves.toBe(4);
    table.set(2, -1);
    await expect(load(2)).resolves.toBe(-1);
    expect(batches).toEqual([[2], [2]]);
  });
});
