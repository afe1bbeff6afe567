import { describe, expect, it } from 'vitest';
import {
  retryAfterText,
  writeLimitMessage,
  writeLimitVerdict,
  type WriteLimitScope,
  type WriteWindowCount,
} from './verdict.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

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
    ['the provider’s window slid past', [count('provider', 10 * MINUTE, ago(11 * MINUTE))]],
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
    [
      'only the provider is full (its other users filled it)',
      [count('user', 10 * MINUTE, null), count('provider', 10 * MINUTE, ago(2 * MINUTE))],
      'provider',
      480,
    ],
    [
      'user and provider full: the user is named, the provider’s later lift counts',
      [count('user', 10 * MINUTE, ago(8 * MINUTE)), count('provider', DAY, ago(DAY - HOUR))],
      'user',
      3600,
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
    ['user', 30, 'Hiciste demasiados envíos seguidos. Podés volver a intentar en un minuto.'],
    [
      'provider',
      7200,
      'Se hicieron demasiados envíos seguidos desde tu prestador. Podés volver a intentar en 2 horas.',
    ],
  ] as const)('%s scope', (scope, seconds, message) => {
    expect(writeLimitMessage(scope, seconds)).toBe(message);
  });
});
