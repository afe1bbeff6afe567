import { describe, expect, it } from 'vitest';
import { CENSUS_DATE_MESSAGES, censusDateProblem, censusSearchRange } from './dates.ts';

/** 10/03/2026 at 23:30 in Argentina: already the 11th in UTC. */
const NOW = new Date('2026-03-10T23:30:00-03:00');
const day = (iso: string) => new Date(`${iso}T00:00:00-03:00`);

describe('censusDateProblem', () => {
  it.each([
    ['today, on Argentina’s calendar', '2026-03-10', null],
    ['yesterday', '2026-03-09', null],
    ['30 days back', '2026-02-08', null],
    ['tomorrow', '2026-03-11', CENSUS_DATE_MESSAGES.future],
    ['31 days back', '2026-02-07', CENSUS_DATE_MESSAGES.tooOld],
  ])('%s → %s', (_story, iso, expected) => {
    expect(censusDateProblem(day(iso), NOW)).toBe(expected);
  });
});

describe('censusSearchRange (spec §5 search dates)', () => {
  it.each([
    ['no dates: the last 15 days up to today', {}, '20260223', '20260310'],
    ['only a start: up to today', { fechaDesde: '20260301' }, '20260301', '20260310'],
    ['only an end: the 15 days before it', { fechaHasta: '20260220' }, '20260205', '20260220'],
    ['both', { fechaDesde: '20260101', fechaHasta: '20260105' }, '20260101', '20260105'],
    ['one day', { fechaDesde: '20260105', fechaHasta: '20260105' }, '20260105', '20260105'],
  ])('%s', (_story, input, fechaDesde, fechaHasta) => {
    expect(censusSearchRange(input, NOW)).toEqual({ ok: true, fechaDesde, fechaHasta });
  });

  it.each([
    [
      'a reversed range',
      { fechaDesde: '20260310', fechaHasta: '20260301' },
      CENSUS_DATE_MESSAGES.order,
    ],
    ['a day that does not exist', { fechaDesde: '20260230' }, CENSUS_DATE_MESSAGES.invalid],
    ['another format', { fechaHasta: '2026-03-01' }, CENSUS_DATE_MESSAGES.invalid],
    [
      'more than a year',
      { fechaDesde: '20250101', fechaHasta: '20260102' },
      CENSUS_DATE_MESSAGES.range,
    ],
  ])('refuses %s', (_story, input, message) => {
    expect(censusSearchRange(input, NOW)).toEqual({ ok: false, message });
  });
});
