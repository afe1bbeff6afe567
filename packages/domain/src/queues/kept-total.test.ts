import { describe, expect, it } from 'vitest';
import { QUEUE_COUNT_LIMIT } from './catalogue.ts';
import { totalFromKeptBacklog } from './kept-total.ts';

describe('totalFromKeptBacklog: a page skips its count only when the answer cannot differ', () => {
  it.each([
    { kept: undefined, filtered: false, total: null, why: 'nothing kept: count' },
    { kept: 0, filtered: false, total: null, why: 'a small backlog: count, exact' },
    { kept: QUEUE_COUNT_LIMIT, filtered: false, total: null, why: 'at the cap: count' },
    { kept: 19_999, filtered: false, total: null, why: 'under twice the cap: count' },
    {
      kept: 20_000,
      filtered: false,
      total: QUEUE_COUNT_LIMIT + 1,
      why: 'twice the cap: more than',
    },
    { kept: 400_003, filtered: false, total: QUEUE_COUNT_LIMIT + 1, why: 'the large seed' },
    { kept: 400_003, filtered: true, total: null, why: 'a filter: the kept figure is not its' },
  ])('$why', ({ kept, filtered, total }) => {
    expect(totalFromKeptBacklog(kept, filtered)).toBe(total);
  });
});
