import { describe, expect, it } from 'vitest';
import {
  centsCsv,
  formatCents,
  settlementTotals,
  sumCents,
  totalsMatch,
  totalsOfSums,
} from './money.ts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('settlement money', () => {
  it.each([
    [123456, '$ 1.234,56'],
    [0, '$ 0,00'],
    [5, '$ 0,05'],
    [100000000, '$ 1.000.000,00'],
    [-2550, '-$ 25,50'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(nbsp(formatCents(cents))).toBe(text);
  });

  it.each([
    [123456, '1234,56'],
    [5, '0,05'],
    [-5, '-0,05'],
    [100000000, '1000000,00'],
  ])('writes %i cents in a CSV cell as %s', (cents, text) => {
    expect(centsCsv(cents)).toBe(text);
  });

  it('sums cents exactly where floats would not (0,10 + 0,20 is 0,30)', () => {
    expect(sumCents([{ cents: 10 }, { cents: 20 }])).toBe(30);
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('nets gross minus debits minus copay, and tells stored totals that differ', () => {
    const totals = settlementTotals({
      details: [{ cents: 150000 }, { cents: 99999 }],
      debits: [{ cents: 12345 }],
      copays: [{ cents: 5000 }, { cents: 1 }],
    });
    expect(totals).toEqual({
      grossCents: 249999,
      debitsCents: 12345,
      copayCents: 5001,
      netCents: 232653,
    });
    expect(totalsMatch(totals, { ...totals })).toBe(true);
    expect(totalsMatch({ ...totals, netCents: 232654 }, totals)).toBe(false);
  });

  it.each([
    ['totals that are their lines', { g: 1000, d: 100, c: 50, n: 850 }, true],
    ['a net off by a cent', { g: 1000, d: 100, c: 50, n: 851 }, false],
    ['a gross not its lines', { g: 1001, d: 100, c: 50, n: 851 }, false],
    ['debits not their lines', { g: 1000, d: 101, c: 50, n: 849 }, false],
    ['copay not its lines', { g: 1000, d: 100, c: 49, n: 851 }, false],
  ])('a stored row against the sums of its lines: %s', (_story, stored, matches) => {
    const sums = { grossCents: 1000, debitsCents: 100, copayCents: 50 };
    const row = {
      grossCents: stored.g,
      debitsCents: stored.d,
      copayCents: stored.c,
      netCents: stored.n,
    };
    expect(totalsMatch(row, totalsOfSums(sums))).toBe(matches);
  });
});
