import { describe, expect, it } from 'vitest';
import {
  SETTLEMENT_PERIOD_MESSAGES,
  addMonths,
  formatPeriod,
  lastSettledPeriods,
  monthsBetween,
  parsePeriod,
  settlementPeriodRange,
} from './periods.ts';

// 10/03/2026 at noon in Argentina: last settled month is 02/2026.
const NOW = new Date('2026-03-10T12:00:00-03:00');

describe('settlement periods', () => {
  it.each([
    ['202603', 202603],
    ['190001', 190001],
    ['202613', null],
    ['202600', null],
    ['2026-3', null],
    ['20263', null],
    ['300001', null],
  ])('reads %s as %s', (text, period) => {
    expect(parsePeriod(text)).toBe(period);
  });

  it('moves across years and counts months inclusively', () => {
    expect(addMonths(202601, -1)).toBe(202512);
    expect(addMonths(202512, 1)).toBe(202601);
    expect(addMonths(202603, -23)).toBe(202404);
    expect(monthsBetween(202404, 202603)).toBe(24);
    expect(monthsBetween(202603, 202603)).toBe(1);
    expect(formatPeriod(202603)).toBe('03/2026');
  });

  it('opens on the last twelve settled months', () => {
    expect(settlementPeriodRange({}, NOW)).toEqual({ ok: true, desde: 202503, hasta: 202602 });
    expect(settlementPeriodRange({ periodoDesde: '202601' }, NOW)).toEqual({
      ok: true,
      desde: 202601,
      hasta: 202602,
    });
    expect(settlementPeriodRange({ periodoHasta: '202512' }, NOW)).toEqual({
      ok: true,
      desde: 202501,
      hasta: 202512,
    });
  });

  it('allows 24 months, refuses 25, a reversed range and an unreal month in Spanish', () => {
    expect(settlementPeriodRange({ periodoDesde: '202403', periodoHasta: '202602' }, NOW)).toEqual({
      ok: true,
      desde: 202403,
      hasta: 202602,
    });
    expect(settlementPeriodRange({ periodoDesde: '202402', periodoHasta: '202602' }, NOW)).toEqual({
      ok: false,
      message: 'El período consultado no puede superar los 24 meses.',
    });
    expect(settlementPeriodRange({ periodoDesde: '201601', periodoHasta: '202601' }, NOW)).toEqual({
      ok: false,
      message: SETTLEMENT_PERIOD_MESSAGES.range,
    });
    expect(settlementPeriodRange({ periodoDesde: '202602', periodoHasta: '202601' }, NOW)).toEqual({
      ok: false,
      message: 'El período hasta no puede ser anterior al período desde.',
    });
    expect(settlementPeriodRange({ periodoDesde: '202613' }, NOW)).toEqual({
      ok: false,
      message: SETTLEMENT_PERIOD_MESSAGES.invalid,
    });
  });

  it('lists the 24 settled months of the charts, oldest first', () => {
    const periods = lastSettledPeriods(NOW);
    expect(periods).toHaveLength(24);
    expect(periods[0]).toBe(202403);
    expect(periods[23]).toBe(202602);
  });
});
