import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatServerDate, parseTypedDate, TYPED_DATE_INVALID } from './dates.ts';

describe('parseTypedDate (dd/mm/aaaa as a user types it)', () => {
  it.each([
    ['10/03/2026', '2026-03-10T03:00:00.000Z', 'a padded day and month'],
    ['1/3/2026', '2026-03-01T03:00:00.000Z', 'one-digit day and month'],
    ['01/3/2026', '2026-03-01T03:00:00.000Z', 'a padded day and a one-digit month'],
    ['9/12/2025', '2025-12-09T03:00:00.000Z', 'a one-digit day and a two-digit month'],
    ['31/12/2026', '2026-12-31T03:00:00.000Z', 'the last day of the year'],
    ['01/01/2026', '2026-01-01T03:00:00.000Z', 'the first day of the year'],
    ['29/02/2024', '2024-02-29T03:00:00.000Z', '29 February of a leap year'],
    ['29/02/2000', '2000-02-29T03:00:00.000Z', '29 February of a leap century'],
    ['30/04/2026', '2026-04-30T03:00:00.000Z', 'the last day of April'],
    ['  10/03/2026  ', '2026-03-10T03:00:00.000Z', 'spaces around the date'],
    ['\t1/3/2026\n', '2026-03-01T03:00:00.000Z', 'a tab and a newline around the date'],
  ])('"%s" is %s (%s)', (text, iso) => {
    expect(parseTypedDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['29/02/2026', '29 February of a common year'],
    ['29/02/1900', '29 February of a century that is not a leap year'],
    ['31/04/2026', '31 April'],
    ['30/02/2024', '30 February even in a leap year'],
    ['00/01/2026', 'day zero'],
    ['01/00/2026', 'month zero'],
    ['32/01/2026', 'day 32'],
    ['10/13/2026', 'month 13'],
    ['03/15/2026', 'month and day swapped (mm/dd/yyyy)'],
    ['2026-03-10', 'the ISO order of a native date input'],
    ['2026/03/10', 'the case-search order'],
    ['20260310', 'the server format'],
    ['10032026', 'digits without slashes'],
    ['1/3/26', 'a two-digit year'],
    ['10/03/20266', 'a five-digit year'],
    ['100/3/2026', 'a three-digit day'],
    ['10-03-2026', 'dashes'],
    ['10.03.2026', 'dots'],
    ['10 / 03 / 2026', 'spaces inside the date'],
    ['10/03/2026 10:00', 'a time part'],
    ['1O/03/2026', 'a letter O for a zero'],
    ['hoy', 'a word'],
    ['//', 'only slashes'],
    ['', 'empty text'],
    ['   ', 'only spaces'],
  ])('"%s" is no date (%s)', (text) => {
    expect(parseTypedDate(text)).toBeNull();
  });

  it.each([
    [
      '2026-03-10T02:30:00.000Z',
      '09/03/2026',
      'late on 9 March in Argentina (already 10 March UTC)',
    ],
    ['2024-02-29T15:00:00.000Z', '29/02/2024', 'a leap day'],
    ['2026-12-31T20:00:00.000Z', '31/12/2026', 'New Year’s Eve'],
  ])('formatOrderDate writes %s as %s, which reads back as the same day (%s)', (iso, typed) => {
    const day = new Date(iso);
    expect(formatOrderDate(day)).toBe(typed);
    expect(formatServerDate(parseTypedDate(typed)!)).toBe(formatServerDate(day));
  });

  it('the invalid-date message names the format the user types', () => {
    expect(TYPED_DATE_INVALID).toBe('Ingresá una fecha real con formato dd/mm/aaaa.');
  });
});
