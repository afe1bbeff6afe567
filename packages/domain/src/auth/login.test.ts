import { describe, expect, it } from 'vitest';
import { CAMPAIGN_INTERVAL_MS, CAMPAIGN_LAST_DAY, PASSWORD_MAX_LENGTH } from './constants.ts';
import { isStepOk, sanitizeEmail, sanitizePassword, shouldShowCampaign } from './login.ts';

const at = (iso: string): Date => new Date(iso);

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
