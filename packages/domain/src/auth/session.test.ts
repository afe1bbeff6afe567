import { describe, expect, it } from 'vitest';
import { CAMPAIGN_INTERVAL_MS, CAMPAIGN_LAST_DAY, PASSWORD_MAX_LENGTH } from './constants.ts';
import { formatExp } from '../format/dates.ts';
import {
  externalAuthMode,
  isExpired,
  msUntil,
  sanitizeEmail,
  sanitizePassword,
  SESSION_WARNING_MS,
  shouldShowCampaign,
  shouldWarnExpiry,
  resolveExternalSessionMode,
  isStepOk,
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

describe('sanitizeEmail', () => {
  it.each([
    ['trims and lower-cases', '  Juan.Perez@Example.COM  ', 'juan.perez@example.com'],
    ['drops tabs and line breaks around it', '\tuser@x.com\r\n', 'user@x.com'],
    ['drops control characters inside it', 'us\u0000er@x\u001f.com\u007f', 'user@x.com'],
    ['drops angle brackets', '<user>@x.com', 'user@x.com'],
    ['drops double quotes and backticks', '"user"@x.com`', 'user@x.com'],
    ['lower-cases accented capitals', 'ÁLVAREZ@X.COM', 'álvarez@x.com'],
    ['keeps an apostrophe, legal in an address', "O'Neill@Example.com", "o'neill@example.com"],
    ['keeps plus tags and dots', 'Ana.B+Portal@Example.com.ar', 'ana.b+portal@example.com.ar'],
    ['trims spaces left behind by dropped characters', '< user@x.com >', 'user@x.com'],
    ['an empty input stays empty', '', ''],
  ])('%s: %j → %j', (_story, input, expected) => {
    expect(sanitizeEmail(input)).toBe(expected);
  });
});

describe('sanitizePassword', () => {
  const thirty = 'a'.repeat(PASSWORD_MAX_LENGTH);

  it.each([
    ['keeps case', 'SeCrEtO123', 'SeCrEtO123'],
    ['keeps surrounding spaces (they may be part of it)', '  secreto  ', '  secreto  '],
    ['keeps angle brackets and quotes', 'a<b>"c\'`', 'a<b>"c\'`'],
    ['drops control characters', 'se\u0000cre\tto\n', 'secreto'],
    ['keeps exactly 30 characters', thirty, thirty],
    ['cuts 31 characters to 30', `${thirty}b`, thirty],
    ['cuts after dropping control characters', `\n${thirty}b`, thirty],
    ['an empty input stays empty', '', ''],
  ])('%s', (_story, input, expected) => {
    expect(sanitizePassword(input)).toBe(expected);
  });
});

describe('shouldShowCampaign (until 2023-06-30 inclusive, Argentina time; once per 24 h)', () => {
  it('the last day and the interval are the spec’s', () => {
    expect(CAMPAIGN_LAST_DAY).toBe('2023-06-30');
    expect(CAMPAIGN_INTERVAL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it.each([
    ['months before the last day', true, '2023-01-01T12:00:00Z'],
    ['on 29 June late in Argentina (already 30 June UTC)', true, '2023-06-30T02:59:59Z'],
    ['on the last day, morning in Argentina', true, '2023-06-30T12:00:00Z'],
    [
      'on the last day’s last second in Argentina (already 1 July UTC)',
      true,
      '2023-07-01T02:59:59Z',
    ],
    ['at Argentine midnight starting 1 July', false, '2023-07-01T03:00:00Z'],
    ['on 1 July, midday', false, '2023-07-01T15:00:00Z'],
    ['years later', false, '2026-03-10T15:00:00Z'],
  ])('never shown before: %s → %s', (_story, expected, now) => {
    expect(shouldShowCampaign(at(now), null)).toBe(expected);
  });

  it.each([
    ['last shown exactly 24 h ago', true, '2023-06-19T12:00:00Z'],
    ['last shown 25 h ago', true, '2023-06-19T11:00:00Z'],
    ['last shown a week ago', true, '2023-06-13T12:00:00Z'],
    ['last shown 23 h 59 min 59 s ago', false, '2023-06-19T12:00:01Z'],
    ['last shown an hour ago', false, '2023-06-20T11:00:00Z'],
    ['last shown right now', false, '2023-06-20T12:00:00Z'],
    ['last shown in the future (a skewed clock)', false, '2023-06-21T12:00:00Z'],
  ])('on 20 June at 09:00 in Argentina, %s → %s', (_story, expected, lastShownAt) => {
    expect(shouldShowCampaign(at('2023-06-20T12:00:00Z'), at(lastShownAt))).toBe(expected);
  });

  it('after the last day it is not shown, however long ago it was last shown', () => {
    expect(shouldShowCampaign(at('2023-07-02T12:00:00Z'), at('2023-06-01T12:00:00Z'))).toBe(false);
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

describe('isStepOk (recovery and registration steps)', () => {
  it.each([
    ['OK', true],
    ['ERROR', false],
    ['ok', false],
    ['', false],
  ])('estado %j is OK: %s', (estado, expected) => {
    expect(isStepOk({ estado })).toBe(expected);
  });
});
