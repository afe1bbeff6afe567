import { describe, expect, it } from 'vitest';
import { throttleVerdict, type ThrottleCount } from './throttle.ts';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const NOW = new Date('2026-03-10T13:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);
const count = (
  failures: number,
  limit: number,
  oldestMinutesAgo: number | null,
): ThrottleCount => ({
  failures,
  limit,
  oldest: oldestMinutesAgo === null ? null : ago(oldestMinutesAgo),
});

describe('throttleVerdict', () => {
  it.each([
    ['no counts', [], { blocked: false }],
    ['below every limit', [count(4, 5, 3), count(29, 30, 10)], { blocked: false }],
    [
      'a limit reached, oldest failure just now',
      [count(5, 5, 0)],
      { blocked: true, retryAfterSeconds: 900 },
    ],
    [
      'a limit reached 10 minutes ago',
      [count(5, 5, 10)],
      { blocked: true, retryAfterSeconds: 300 },
    ],
    [
      'over the limit counts as reached',
      [count(9, 5, 1)],
      { blocked: true, retryAfterSeconds: 840 },
    ],
    [
      'two limits tripped: the later lift wins',
      [count(5, 5, 12), count(30, 30, 2)],
      { blocked: true, retryAfterSeconds: 780 },
    ],
    [
      'only the tripped limit decides the wait',
      [count(5, 5, 14), count(1, 30, 0)],
      { blocked: true, retryAfterSeconds: 60 },
    ],
    [
      'the window has just slid past: still one second',
      [count(5, 5, 15)],
      { blocked: true, retryAfterSeconds: 1 },
    ],
    ['a count without failures on record is no block', [count(0, 0, null)], { blocked: false }],
  ] as const)('%s', (_case, counts, verdict) => {
    expect(throttleVerdict(counts, WINDOW, NOW)).toEqual(verdict);
  });
});
