import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  argentinaWallClock,
  formatCaseSearchDate,
  formatDateTime,
  formatExp,
  formatOrderDate,
  formatServerDate,
  fromArgentinaWallClock,
  parseExp,
  parseIsoDay,
} from './dates.ts';

const at = (iso: string): Date => new Date(iso);

/** Instants near midnight UTC, where a UTC or local-zone reading would get the day wrong. */
const ARGENTINE_CLOCK = [
  {
    story: 'at 02:30 UTC on 10 March it is still 9 March 23:30 in Argentina',
    instant: '2026-03-10T02:30:00.000Z',
    exp: '20260309233000',
  },
  {
    story: 'one second before 03:00 UTC is the last second of the Argentine day',
    instant: '2026-03-10T02:59:59.000Z',
    exp: '20260309235959',
  },
  {
    story: '03:00 UTC is Argentine midnight',
    instant: '2026-03-10T03:00:00.000Z',
    exp: '20260310000000',
  },
  {
    story: 'New Year in UTC is still New Year’s Eve in Argentina',
    instant: '2026-01-01T02:59:59.000Z',
    exp: '20251231235959',
  },
  {
    story: 'early 1 March UTC of a leap year is still 29 February in Argentina',
    instant: '2024-03-01T01:00:00.000Z',
    exp: '20240229220000',
  },
  {
    story: 'an afternoon instant is three hours behind UTC',
    instant: '2026-07-15T15:04:05.000Z',
    exp: '20260715120405',
  },
] as const;

describe('formatExp and parseExp (YYYYMMDDHHmmss in Argentina time)', () => {
  it.each(ARGENTINE_CLOCK.map((c) => [c.story, c] as const))(
    'formatExp: %s',
    (_story, { instant, exp }) => {
      expect(formatExp(at(instant))).toBe(exp);
    },
  );

  it.each(ARGENTINE_CLOCK.map((c) => [c.story, c] as const))(
    'parseExp: %s',
    (_story, { instant, exp }) => {
      expect(parseExp(exp)?.toISOString()).toBe(instant);
    },
  );

  it.each(ARGENTINE_CLOCK)('text → instant → text round-trips: $exp', ({ exp }) => {
    const date = parseExp(exp);
    expect(date).not.toBeNull();
    expect(formatExp(date!)).toBe(exp);
  });

  it.each([
    ['2026-03-10T02:30:00.000Z', '2026-03-10T02:30:00.000Z'],
    ['2026-03-10T02:30:00.999Z', '2026-03-10T02:30:00.000Z'],
    ['1999-12-31T23:59:59.500Z', '1999-12-31T23:59:59.000Z'],
  ])('an instant %s round-trips to the second (%s): milliseconds are not kept', (iso, back) => {
    expect(parseExp(formatExp(at(iso)))?.toISOString()).toBe(back);
  });

  it.each([
    ['20240229000000', '2024-02-29T03:00:00.000Z', '29 February of a leap year'],
    ['20000229120000', '2000-02-29T15:00:00.000Z', '29 February of 2000 (divisible by 400)'],
    ['20261231235959', '2027-01-01T02:59:59.000Z', 'the last second of a year'],
    ['20260101000000', '2026-01-01T03:00:00.000Z', 'the first second of a year'],
  ])('parseExp accepts %s, %s (%s)', (exp, iso) => {
    expect(parseExp(exp)?.toISOString()).toBe(iso);
  });

  it.each([
    ['20260230120000', '30 February does not exist'],
    ['20250229000000', '29 February of a common year'],
    ['21000229000000', '29 February of 2100 (not a leap year)'],
    ['20260431120000', '31 April does not exist'],
    ['20261310120000', 'month 13'],
    ['20260010120000', 'month 00'],
    ['20260300120000', 'day 00'],
    ['20260310240000', 'hour 24'],
    ['20260310126000', 'minute 60'],
    ['20260310120060', 'second 60'],
    ['2026031012000', 'one digit short (13 digits)'],
    ['202603101200000', 'one digit too many (15 digits)'],
    ['abcdefghijklmn', 'letters'],
    ['2026031012000a', 'a trailing letter'],
    ['2026-03-10T12:00', 'an ISO date'],
    [' 20260310120000', 'a leading space'],
    ['20260310120000 ', 'a trailing space'],
    ['+2026031012000', 'a sign'],
    ['２０２６０３１０１２００００', 'full-width digits'],
    ['', 'empty text'],
  ])('parseExp rejects %s (%s)', (exp) => {
    expect(parseExp(exp)).toBeNull();
  });
});

describe('wall-clock helpers', () => {
  it('argentinaWallClock reads the Argentine fields of an instant', () => {
    expect(argentinaWallClock(at('2026-03-10T02:30:45.000Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 9,
      hours: 23,
      minutes: 30,
      seconds: 45,
    });
  });

  it('fromArgentinaWallClock is its inverse', () => {
    const fields = { year: 2026, month: 3, day: 9, hours: 23, minutes: 30, seconds: 45 };
    expect(fromArgentinaWallClock(fields).toISOString()).toBe('2026-03-10T02:30:45.000Z');
  });
});

describe('display and transport formats', () => {
  const cases = [
    {
      story: 'late on 9 March in Argentina (already 10 March UTC)',
      instant: '2026-03-10T02:30:00Z',
      server: '20260309',
      caseSearch: '2026/03/09',
      order: '09/03/2026',
      dateTime: '09/03/2026 23:30',
    },
    {
      story: 'Argentine midnight of 10 March',
      instant: '2026-03-10T03:00:00Z',
      server: '20260310',
      caseSearch: '2026/03/10',
      order: '10/03/2026',
      dateTime: '10/03/2026 00:00',
    },
    {
      story: 'New Year’s Eve in Argentina (New Year in UTC)',
      instant: '2026-01-01T02:59:59Z',
      server: '20251231',
      caseSearch: '2025/12/31',
      order: '31/12/2025',
      dateTime: '31/12/2025 23:59',
    },
    {
      story: 'a single-digit day and month are zero-padded',
      instant: '2026-07-05T15:04:05Z',
      server: '20260705',
      caseSearch: '2026/07/05',
      order: '05/07/2026',
      dateTime: '05/07/2026 12:04',
    },
  ];
  it.each(cases.map((c) => [c.story, c] as const))(
    '%s',
    (_story, { instant, server, caseSearch, order, dateTime }) => {
      const date = at(instant);
      expect(formatServerDate(date)).toBe(server);
      expect(formatCaseSearchDate(date)).toBe(caseSearch);
      expect(formatOrderDate(date)).toBe(order);
      expect(formatDateTime(date)).toBe(dateTime);
    },
  );
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '20260201', 'across the end of January'],
    ['2026-02-28', 1, '20260301', 'across the end of February in a common year'],
    ['2024-02-28', 1, '20240229', 'onto 29 February in a leap year'],
    ['2025-12-31', 1, '20260101', 'across the end of the year'],
    ['2026-01-01', -1, '20251231', 'backwards across the start of the year'],
    ['2026-03-10', -15, '20260223', 'the 15-day case search window back from 10 March'],
    ['2026-03-10', 60, '20260509', 'the 60-day hospitalization order validity'],
    ['2026-03-10', 0, '20260310', 'zero days'],
  ])('%s plus %i days is %s (%s)', (day, days, expected) => {
    expect(formatServerDate(addDays(parseIsoDay(day)!, days))).toBe(expected);
  });

  it('keeps the Argentine time of day (no daylight saving in Argentina)', () => {
    const lateNight = at('2026-03-10T02:30:00Z'); // 9 March 23:30 in Argentina
    expect(formatExp(addDays(lateNight, 1))).toBe('20260310233000');
    expect(addDays(lateNight, 1).getTime() - lateNight.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('does not change the date it is given', () => {
    const date = at('2026-03-10T12:00:00Z');
    addDays(date, 5);
    expect(date.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });
});

describe('parseIsoDay', () => {
  it.each([
    ['2023-06-30', '2023-06-30T03:00:00.000Z'],
    ['2024-02-29', '2024-02-29T03:00:00.000Z'],
    ['2026-12-31', '2026-12-31T03:00:00.000Z'],
  ])('%s is the start of that day in Argentina (%s)', (day, iso) => {
    expect(parseIsoDay(day)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-02-30', 'an impossible day'],
    ['2025-02-29', '29 February of a common year'],
    ['2026-13-01', 'month 13'],
    ['2026-2-3', 'unpadded month and day'],
    ['20260303', 'no dashes'],
    ['2026/03/03', 'slashes'],
    ['2026-03-10T00:00', 'a time part'],
    ['', 'empty text'],
  ])('rejects %s (%s)', (day) => {
    expect(parseIsoDay(day)).toBeNull();
  });
});

/**
 * The same answers whatever zone the runtime is in. Node re-reads process.env.TZ when it is
 * assigned, so each zone below really is the process zone while its tests run.
 */
describe.each([
  { zone: 'UTC', offsetMinutes: 0 },
  { zone: 'Asia/Tokyo', offsetMinutes: -540 },
  { zone: 'America/Argentina/Buenos_Aires', offsetMinutes: 180 },
  { zone: 'America/New_York', offsetMinutes: 240 },
  { zone: 'Pacific/Kiritimati', offsetMinutes: -840 },
  { zone: 'Pacific/Pago_Pago', offsetMinutes: 660 },
])('with the runtime in $zone', ({ zone, offsetMinutes }) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('the runtime zone really is in effect', () => {
    expect(at('2026-03-10T02:30:00Z').getTimezoneOffset()).toBe(offsetMinutes);
  });

  it('9 March 23:30 in Argentina formats and parses the same', () => {
    const date = at('2026-03-10T02:30:00Z');
    expect(formatExp(date)).toBe('20260309233000');
    expect(parseExp('20260309233000')?.toISOString()).toBe('2026-03-10T02:30:00.000Z');
    expect(formatServerDate(date)).toBe('20260309');
    expect(formatCaseSearchDate(date)).toBe('2026/03/09');
    expect(formatOrderDate(date)).toBe('09/03/2026');
    expect(formatDateTime(date)).toBe('09/03/2026 23:30');
    expect(parseIsoDay('2026-03-09')?.toISOString()).toBe('2026-03-09T03:00:00.000Z');
  });
});
