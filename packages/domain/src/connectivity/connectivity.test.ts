import { describe, expect, it } from 'vitest';
import { CONNECTIVITY_COMPANY_CODE, TERMINAL_CHANNEL } from './constants.ts';
import {
  CONNECTIVITY_TRANSACTION_TYPE,
  REPORT_RANGE_MESSAGES,
  REPORT_TYPES,
  reportRange,
} from './connectivity.ts';

describe('connectivity constants (spec §9)', () => {
  it('company code 9, terminal channel and transaction type 90, report types IP ID II', () => {
    expect(CONNECTIVITY_COMPANY_CODE).toBe(9);
    expect(TERMINAL_CHANNEL).toBe(90);
    expect(CONNECTIVITY_TRANSACTION_TYPE).toBe(90);
    expect(REPORT_TYPES).toEqual(['IP', 'ID', 'II']);
  });
});

describe('reportRange', () => {
  it('covers both days whole, on Argentina’s calendar', () => {
    const range = reportRange('20260301', '20260310');
    expect(range).toEqual({
      ok: true,
      from: new Date('2026-03-01T00:00:00-03:00'),
      toExclusive: new Date('2026-03-11T00:00:00-03:00'),
    });
  });

  it('accepts a single day and a whole leap year', () => {
    expect(reportRange('20260310', '20260310').ok).toBe(true);
    expect(reportRange('20240101', '20241231').ok).toBe(true);
  });

  it.each([
    ['a reversed range', '20260310', '20260301', REPORT_RANGE_MESSAGES.reversed],
    ['more than a year', '20250101', '20260102', REPORT_RANGE_MESSAGES.tooLong],
    ['a day that does not exist', '20260230', '20260301', REPORT_RANGE_MESSAGES.invalidDate],
    ['another format', '2026-03-01', '20260301', REPORT_RANGE_MESSAGES.invalidDate],
  ])('refuses %s', (_story, from, to, message) => {
    expect(reportRange(from, to)).toEqual({ ok: false, message });
  });
});
