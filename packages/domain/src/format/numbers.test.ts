import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatRating, pageCount } from './numbers.ts';

/** Node's es-AR currency output puts a no-break space (U+00A0) between '$' and the amount. */
const NBSP = '\u00a0';

describe('formatMoney (es-AR, ARS, two decimals)', () => {
  it('a settlement total of 1234567.891 reads "$ 1.234.567,89" exactly as Node prints it', () => {
    const text = formatMoney(1234567.891);
    expect(text).toContain('1.234.567,89');
    expect(text).toBe(`$${NBSP}1.234.567,89`);
  });

  it.each([
    ['zero', 0, `$${NBSP}0,00`],
    ['a whole amount gets two decimals', 1000, `$${NBSP}1.000,00`],
    ['fifty cents', 0.5, `$${NBSP}0,50`],
    ['a negative amount (a debit) puts the sign before the symbol', -1234.5, `-$${NBSP}1.234,50`],
    ['a negative amount in the millions', -9876543.21, `-$${NBSP}9.876.543,21`],
    ['half a cent rounds up, as on a receipt', 1.005, `$${NBSP}1,01`],
    ['rounding carries into the thousands', 999.995, `$${NBSP}1.000,00`],
    ['a float sum such as 0.1 + 0.2', 0.1 + 0.2, `$${NBSP}0,30`],
    ['negative zero is plain zero', -0, `$${NBSP}0,00`],
    ['a float residue below zero (0.3 - 0.1 - 0.2) is plain zero', 0.3 - 0.1 - 0.2, `$${NBSP}0,00`],
    ['a negative amount under half a cent is plain zero', -0.004, `$${NBSP}0,00`],
    ['minus half a cent still shows as a debit', -0.005, `-$${NBSP}0,01`],
  ])('%s: %d → %s', (_story, amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe('formatNumber (es-AR)', () => {
  it.each([
    ['no decimals by default, dot thousands', 1234567.891, undefined, '1.234.568'],
    ['two decimals, comma decimal', 1234567.891, 2, '1.234.567,89'],
    ['decimals are padded', 1234.5, 2, '1.234,50'],
    ['four digits are grouped', 1000, undefined, '1.000'],
    ['three decimals', 12, 3, '12,000'],
    ['zero', 0, undefined, '0'],
    ['a half rounds away from zero', 0.5, 0, '1'],
    ['a negative half rounds away from zero', -2.5, 0, '-3'],
    ['a negative value that rounds to zero is plain zero', -0.4, 0, '0'],
    ['a negative value that rounds to zero keeps its decimals', -0.04, 1, '0,0'],
    ['negative thousands', -1234.5, 1, '-1.234,5'],
  ])('%s: formatNumber(%d, %s) → %s', (_story, value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });
});

describe('formatRating (one decimal, spec §2 directory cards)', () => {
  it.each([
    [4, '4,0'],
    [4.26, '4,3'],
    [4.25, '4,3'],
    [4.44, '4,4'],
    [3.04, '3,0'],
    [4.95, '5,0'],
    [5, '5,0'],
    [0, '0,0'],
  ])('a provider rated %d shows %s', (rating, expected) => {
    expect(formatRating(rating)).toBe(expected);
  });
});

describe('pageCount (every pager: at least one page, which may be empty)', () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [25, 20, 2],
  ])('%i rows at %i a page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
