import { describe, expect, it } from 'vitest';
import { formatExp } from '../format/dates.ts';
import {
  externalAuthMode,
  isExpired,
  msUntil,
  SESSION_WARNING_MS,
  shouldWarnExpiry,
  resolveExternalSessionMode,
} from './session.ts';

const at = (iso: string): Date => new Date(iso);

/** 10 March 2026, 12:00:00 in Argentina. */
const NOW = at('2026-03-10T15:00:00Z');

describe('isExpired (exp is YYYYMMDDHHmmss in Argentina time)', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['a missing expiry (null) is expired', null, true],
    ['a missing expiry (undefined) is expired', undefined, true],
    ['an empty expiry is expired', '', true],
    ['a malformed expiry is expired', 'mañana', true],
    ['an impossible date is expired', '20260230120000', true],
    ['a 13-digit expiry is expired', '2026031012000', true],
    ['an expiry an hour ago is expired', '20260310110000', true],
    ['an expiry one second ago is expired', '20260310115959', true],
    ['an expiry exactly now is expired', '20260310120000', true],
    ['an expiry one second ahead is not expired', '20260310120001', false],
    ['an expiry tomorrow is not expired', '20260311120000', false],
    ['an expiry in UTC wall-clock (15:00) is three hours ahead here', '20260310150000', false],
  ])('%s (%s)', (_story, exp, expected) => {
    expect(isExpired(exp, NOW)).toBe(expected);
  });

  it.each([
    [
      'a token valid until 9 March 23:59:59 is still valid at 02:30 UTC on 10 March',
      '20260309235959',
      false,
    ],
    [
      'a token that expired at 9 March 23:00 is expired at 02:30 UTC on 10 March',
      '20260309230000',
      true,
    ],
  ])('%s', (_story, exp, expected) => {
    expect(isExpired(exp, at('2026-03-10T02:30:00Z'))).toBe(expected);
  });
});

describe('msUntil', () => {
  it.each([
    ['one second ahead', 1_000, '20260310120001', NOW],
    ['one hour ahead', 3_600_000, '20260310130000', NOW],
    ['a day ahead', 86_400_000, '20260311120000', NOW],
    ['with a quarter second already gone', 750, '20260310120001', at('2026-03-10T15:00:00.250Z')],
    ['exactly now', 0, '20260310120000', NOW],
    ['in the past: never negative', 0, '20260310110000', NOW],
    ['a malformed expiry', 0, 'garbage', NOW],
    ['an impossible date', 0, '20260230120000', NOW],
  ])('%s → %i ms', (_story, expected, exp, now) => {
    expect(msUntil(exp, now)).toBe(expected);
  });
});

describe('shouldWarnExpiry (the renewal prompt)', () => {
  it('warns in the last minute', () => {
    expect(SESSION_WARNING_MS).toBe(60_000);
  });

  it.each([
    ['ten minutes left: no prompt yet', '20260310121000', false],
    ['61 seconds left: no prompt yet', '20260310120101', false],
    ['exactly the warning window left: prompt', '20260310120100', true],
    ['30 seconds left: prompt', '20260310120030', true],
    ['one second left: prompt', '20260310120001', true],
    ['expiring right now: expired, not warned', '20260310120000', false],
    ['already expired: not warned', '20260310115000', false],
    ['malformed expiry: not warned', 'nope', false],
  ])('%s', (_story, exp, expected) => {
    expect(shouldWarnExpiry(exp, NOW)).toBe(expected);
  });
});

describe('externalAuthMode', () => {
  it.each([
    ['no flags: a plain user', {}, 'user'],
    ['both flags false: a plain user', { soloLectura: false, impersonado: false }, 'user'],
    ['impersonado: impersonated', { impersonado: true }, 'impersonated'],
    ['soloLectura: read-only', { soloLectura: true }, 'readOnly'],
    [
      'soloLectura and impersonado: read-only wins',
      { soloLectura: true, impersonado: true },
      'readOnly',
    ],
    [
      'soloLectura false and impersonado: impersonated',
      { soloLectura: false, impersonado: true },
      'impersonated',
    ],
  ] as const)('%s', (_story, model, expected) => {
    expect(externalAuthMode(model)).toBe(expected);
  });
});

describe('shouldWarnExpiry with the configured window', () => {
  it.each([
    [119, 120_000, true],
    [121, 120_000, false],
    [30, 20_000, false],
    [0, 120_000, false],
  ])('%i s before exp with a %i ms window warns: %s', (secondsLeft, windowMs, expected) => {
    const now = new Date('2026-03-10T12:00:00-03:00');
    const exp = formatExp(new Date(now.getTime() + secondsLeft * 1000));
    expect(shouldWarnExpiry(exp, now, windowMs)).toBe(expected);
  });
});

describe('resolveExternalSessionMode (the server wins, else the entry flags)', () => {
  it.each([
    ['readOnly', {}, 'readOnly'],
    ['impersonated', { soloLectura: true }, 'impersonated'],
    ['user', { soloLectura: true }, 'readOnly'],
    ['user', { impersonado: true }, 'impersonated'],
    ['user', {}, 'user'],
  ] as const)('server %s with entry %o gives %s', (server, model, expected) => {
    expect(resolveExternalSessionMode(server, model)).toBe(expected);
  });
});
