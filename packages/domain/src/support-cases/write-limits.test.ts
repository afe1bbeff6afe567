import { describe, expect, it } from 'vitest';
import {
  CASE_WRITE_LIMITS,
  retryAfterText,
  writeLimitMessage,
  writeLimitVerdict,
  type WriteLimitScope,
  type WriteWindowCount,
} from './write-limits.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('the limits', () => {
  it.each([
    ['case', 0, 10, 10 * MINUTE],
    ['case', 1, 30, DAY],
    ['user', 0, 30, 10 * MINUTE],
    ['user', 1, 300, DAY],
  ] as const)('%s window %i: %i writes in %i ms', (scope, index, max, windowMs) => {
    expect(CASE_WRITE_LIMITS[scope][index]).toEqual({ max, windowMs });
  });

  it('a window never allows more than a longer one of the same scope', () => {
    for (const windows of Object.values(CASE_WRITE_LIMITS)) {
      const sorted = [...windows].sort((a, b) => a.windowMs - b.windowMs);
      sorted.forEach((window, i) => {
        if (i > 0) expect(window.max).toBeGreaterThan(sorted[i - 1]!.max);
      });
    }
  });
});

const count = (
  scope: WriteLimitScope,
  windowMs: number,
  nthNewest: Date | null,
  max = 10,
): WriteWindowCount => ({ scope, max, windowMs, nthNewest });

describe('writeLimitVerdict (sliding window)', () => {
  it.each([
    ['no window is full', [count('case', 10 * MINUTE, null), count('user', 10 * MINUTE, null)]],
    ['no windows at all', []],
    // The max-th newest write left the window exactly now: the window holds max - 1.
    ['the full window has just slid past', [count('case', 10 * MINUTE, ago(10 * MINUTE))]],
    ['the full window slid past long ago', [count('user', DAY, ago(2 * DAY))]],
  ])('allowed when %s', (_story, counts) => {
    expect(writeLimitVerdict(counts, NOW)).toEqual({ allowed: true });
  });

  it.each([
    // [story, counts, scope, retryAfterSeconds]
    [
      'a case window full since 4 minutes',
      [count('case', 10 * MINUTE, ago(4 * MINUTE))],
      'case',
      360,
    ],
    ['a write just now filled it', [count('case', 10 * MINUTE, NOW)], 'case', 600],
    [
      'one millisecond before it lifts',
      [count('user', 10 * MINUTE, ago(10 * MINUTE - 1))],
      'user',
      1,
    ],
    ['the user’s day window', [count('user', DAY, ago(DAY - 90 * MINUTE))], 'user', 5400],
    [
      'both scopes full: the case is named, the later lift counts',
      [count('user', DAY, ago(DAY - 3 * MINUTE)), count('case', 10 * MINUTE, ago(MINUTE))],
      'case',
      540,
    ],
    [
      'only the user is full',
      [count('case', 10 * MINUTE, null), count('user', 10 * MINUTE, ago(9 * MINUTE))],
      'user',
      60,
    ],
  ] as const)('refused when %s', (_story, counts, scope, retryAfterSeconds) => {
    expect(writeLimitVerdict(counts, NOW)).toEqual({
      allowed: false,
      scope,
      retryAfterSeconds,
      message: writeLimitMessage(scope, retryAfterSeconds),
    });
  });
});

describe('the 429 message (Spanish, with the wait)', () => {
  it.each([
    [1, 'en un minuto'],
    [60, 'en un minuto'],
    [61, 'en 2 minutos'],
    [360, 'en 6 minutos'],
    [119 * 60, 'en 119 minutos'],
    [120 * 60, 'en 2 horas'],
    [DAY / 1000, 'en 24 horas'],
  ])('%i seconds: %j', (seconds, text) => {
    expect(retryAfterText(seconds)).toBe(text);
  });

  it.each([
    [
      'case',
      360,
      'Este trámite recibió demasiados envíos seguidos. Podés volver a intentar en 6 minutos.',
    ],
    [
      'user',
      30,
      'Hiciste demasiados envíos seguidos en el Centro de atención. Podés volver a intentar en un minuto.',
    ],
  ] as const)('%s scope', (scope, seconds, message) => {
    expect(writeLimitMessage(scope, seconds)).toBe(message);
  });
});
