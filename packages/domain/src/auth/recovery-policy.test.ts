import { describe, expect, it } from 'vitest';
import { formatExp } from '../format/dates.ts';
import { isRecoveryRequestLapsed } from './recovery-policy.ts';

const NOW = new Date('2026-03-10T13:00:00Z');
const secondsAgo = (seconds: number) => formatExp(new Date(NOW.getTime() - seconds * 1000));

describe('isRecoveryRequestLapsed (the fecha of step 2 when step 3 sends the PIN)', () => {
  it.each([
    ['issued just now', secondsAgo(0), false],
    ['issued 9 minutes ago', secondsAgo(9 * 60), false],
    ['issued exactly 10 minutes ago', secondsAgo(10 * 60), false],
    ['issued 10 minutes and 1 second ago', secondsAgo(10 * 60 + 1), true],
    ['issued an hour ago', secondsAgo(60 * 60), true],
    ['dated a second in the future', secondsAgo(-1), true],
    ['not a YYYYMMDDHHmmss date', '2026-03-10 10:00', true],
    ['not a real day', '20260231100000', true],
    ['empty', '', true],
  ])('%s: %s', (_story, fecha, lapsed) => {
    expect(isRecoveryRequestLapsed(fecha, NOW)).toBe(lapsed);
  });
});
