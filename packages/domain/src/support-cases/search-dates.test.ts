import { describe, expect, it } from 'vitest';
import {
  caseSearchDates,
  caseSearchDatesProblem,
  caseSearchWindow,
  lastSearchedDay,
  parseCaseSearchDate,
  sentSearchWindow,
  serverSearchDates,
  startOfArgentineDay,
  typedSearchWindow,
} from './search-dates.ts';
import { TYPED_DATE_INVALID } from '../format/dates.ts';
import { CASE_EXTRA_MESSAGES } from './messages.ts';

const day = (text: string) => new Date(`${text}T00:00:00-03:00`);
const now = new Date('2026-03-10T10:00:00-03:00');

describe('search dates (spec §5)', () => {
  it.each([
    [
      'no dates: the last 15 days up to now, the end sent plus one day',
      {},
      '2026/02/23',
      '2026/03/11',
    ],
    ['only a start: the end is now', { startDate: day('2026-01-02') }, '2026/01/02', '2026/03/11'],
    [
      'both dates: the end sent is the end plus one day',
      { startDate: day('2026-02-01'), endDate: day('2026-02-28') },
      '2026/02/01',
      '2026/03/01',
    ],
    [
      'only an end: the 15 days before it',
      { endDate: day('2026-02-28') },
      '2026/02/13',
      '2026/03/01',
    ],
    [
      'a start and end on one day: that day',
      { startDate: day('2026-03-10'), endDate: day('2026-03-10') },
      '2026/03/10',
      '2026/03/11',
    ],
    ['nulls count as missing', { startDate: null, endDate: null }, '2026/02/23', '2026/03/11'],
  ])('%s', (_story, input, fechaDesde, fechaHasta) => {
    expect(caseSearchDates(caseSearchWindow(input, now))).toEqual({ fechaDesde, fechaHasta });
  });

  it('late evening in Argentina (already the next day in UTC) still searches up to today', () => {
    const lateNight = new Date('2026-03-10T23:30:00-03:00');
    expect(caseSearchDates(caseSearchWindow({}, lateNight))).toEqual({
      fechaDesde: '2026/02/23',
      fechaHasta: '2026/03/11',
    });
  });

  it('goes to the server as YYYYMMDD', () => {
    expect(serverSearchDates(caseSearchWindow({}, now))).toEqual({
      fechaDesde: '20260223',
      fechaHasta: '20260311',
    });
  });

  it('a day starts at Argentine midnight', () => {
    expect(startOfArgentineDay(now).toISOString()).toBe('2026-03-10T03:00:00.000Z');
  });
});

describe('parseCaseSearchDate (YYYY/MM/DD or YYYYMMDD)', () => {
  it.each([
    ['2026/03/10', '2026-03-10T03:00:00.000Z'],
    ['20260310', '2026-03-10T03:00:00.000Z'],
    ['2024/02/29', '2024-02-29T03:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parseCaseSearchDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '2026/02/30',
    '20261301',
    '2026-03-10',
    '10/03/2026',
    '2026/0310',
    '',
    'hoy',
    '2025/02/29',
  ])('%j is not a date', (text) => {
    expect(parseCaseSearchDate(text)).toBeNull();
  });
});

describe('caseSearchDatesProblem (the window as sent)', () => {
  it.each([
    ['a normal window', '2026/02/23', '2026/03/11', null],
    ['one day', '2026/03/10', '2026/03/11', null],
    ['a start after the end', '2026/03/12', '2026/03/11', 'order'],
    ['a start on the sent end (one past the end)', '2026/03/11', '2026/03/11', 'order'],
    ['exactly 366 days', '2025/03/10', '2026/03/11', null],
    ['367 days', '2025/03/09', '2026/03/11', 'range'],
  ])('%s: %s', (_story, desde, hasta, problem) => {
    expect(caseSearchDatesProblem(parseCaseSearchDate(desde), parseCaseSearchDate(hasta))).toBe(
      problem,
    );
  });

  it('an unreadable date is invalid', () => {
    expect(caseSearchDatesProblem(null, parseCaseSearchDate('2026/03/11'))).toBe('invalid');
  });
});

describe('typedSearchWindow (dates as the user types them)', () => {
  it.each([
    ['both empty: the last 15 days up to today', '', '', '2026-02-23', '2026-03-11'],
    ['only a start: up to today', '01/03/2026', '', '2026-03-01', '2026-03-11'],
    ['only an end: the 15 days before it', '', '05/03/2026', '2026-02-18', '2026-03-06'],
    ['both, one-digit day and month', '1/3/2026', '5/3/2026', '2026-03-01', '2026-03-06'],
  ])('%s', (_story, desde, hasta, first, afterLast) => {
    const read = typedSearchWindow({ desde, hasta }, now);
    expect(read).toEqual({ ok: true, window: { desde: day(first), hasta: day(afterLast) } });
  });

  it.each([
    ['a day that does not exist', '31/02/2026', '', 'desde', TYPED_DATE_INVALID],
    ['an end that is no date', '', 'mañana', 'hasta', TYPED_DATE_INVALID],
    ['a start after the end', '06/03/2026', '05/03/2026', 'hasta', CASE_EXTRA_MESSAGES.dateOrder],
    ['over a year', '01/01/2025', '05/03/2026', 'desde', CASE_EXTRA_MESSAGES.dateRange],
  ])('%s is refused on its field', (_story, desde, hasta, field, message) => {
    expect(typedSearchWindow({ desde, hasta }, now)).toEqual({ ok: false, field, message });
  });
});

describe('one window from the typed dates to the server and back (spec §5)', () => {
  it.each([
    ['hasta today: sent as tomorrow, today searched', '', '10/03/2026', '20260223', '20260311'],
    ['both on one day', '05/03/2026', '05/03/2026', '20260305', '20260306'],
    ['both empty', '', '', '20260223', '20260311'],
    ['only a start', '01/03/2026', '', '20260301', '20260311'],
  ])('%s', (_story, desde, hasta, fechaDesde, fechaHasta) => {
    const typed = typedSearchWindow({ desde, hasta }, now);
    if (!typed.ok) throw new Error(typed.message);
    const sent = serverSearchDates(typed.window);
    expect(sent).toEqual({ fechaDesde, fechaHasta });
    expect(sentSearchWindow(sent, now)).toEqual({ ok: true, window: typed.window });
    expect(sentSearchWindow(caseSearchDates(typed.window), now)).toEqual({
      ok: true,
      window: typed.window,
    });
  });

  it('the last day searched is the one before the sent end', () => {
    const typed = typedSearchWindow({ desde: '', hasta: '10/03/2026' }, now);
    expect(typed.ok && lastSearchedDay(typed.window)).toEqual(day('2026-03-10'));
  });

  it.each([
    ['a day the calendar lacks', { fechaDesde: '20260230' }, 'invalid'],
    [
      'the end on the start (an empty window)',
      { fechaDesde: '20260310', fechaHasta: '20260310' },
      'order',
    ],
    ['a start after the end', { fechaDesde: '2026/03/12', fechaHasta: '2026/03/11' }, 'order'],
    ['367 days', { fechaDesde: '20250309', fechaHasta: '20260311' }, 'range'],
  ])('%s is refused', (_story, sent, problem) => {
    expect(sentSearchWindow(sent, now)).toEqual({ ok: false, problem });
  });

  it('missing dates take the defaults: the last 15 days up to today', () => {
    expect(sentSearchWindow({}, now)).toEqual({
      ok: true,
      window: { desde: day('2026-02-23'), hasta: day('2026-03-11') },
    });
    expect(sentSearchWindow({ fechaHasta: '20260301' }, now)).toEqual({
      ok: true,
      window: { desde: day('2026-02-13'), hasta: day('2026-03-01') },
    });
  });
});
