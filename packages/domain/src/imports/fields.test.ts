import { describe, expect, it } from 'vitest';
import {
  cuitCheckDigitOk,
  formatCents,
  formatDay,
  formatFlag,
  parseCents,
  parseCode,
  parseCuit,
  parseDay,
  parseFlag,
  parseInteger,
  parseText,
} from './fields.ts';
import { IMPORT_MESSAGES as M } from './messages.ts';

const good = <T>(value: T) => ({ ok: true, value });
const bad = (message: string) => ({ ok: false, message });

describe('parseInteger', () => {
  it.each([
    ['42', good(42)],
    [' 42 ', good(42)],
    [42, good(42)],
    ['', bad(M.required)],
    [null, bad(M.required)],
    ['4.2', bad(M.integer)],
    ['1.234', bad(M.integer)],
    ['abc', bad(M.integer)],
    ['0', bad(M.integerRange(1, 99))],
    ['100', bad(M.integerRange(1, 99))],
  ])('%j', (cell, expected) => {
    expect(parseInteger(cell, 1, 99)).toEqual(expected);
  });
});

describe('parseCents (exact money)', () => {
  it.each([
    ['1234.50', good(123450)],
    ['1234,5', good(123450)],
    ['0', good(0)],
    [12.34, good(1234)],
    ['-1', bad(M.money)],
    ['1.234,50', bad(M.money)],
    ['1.005', bad(M.money)],
    ['', bad(M.required)],
  ])('%j', (cell, expected) => {
    expect(parseCents(cell)).toEqual(expected);
  });
});

describe('parseDay', () => {
  it.each([
    ['2026-03-01', good('2026-03-01')],
    ['1/3/2026', good('2026-03-01')],
    ['01/03/2026', good('2026-03-01')],
    ['2024-02-29', good('2024-02-29')],
    ['2026-02-29', bad(M.date)],
    ['2026-13-01', bad(M.date)],
    ['20260301', bad(M.date)],
    ['03-01-2026', bad(M.date)],
    ['1899-12-31', bad(M.dateRange('1900-01-01', '2100-12-31'))],
    ['2101-01-01', bad(M.dateRange('1900-01-01', '2100-12-31'))],
    ['', bad(M.required)],
  ])('%j', (cell, expected) => {
    expect(parseDay(cell)).toEqual(expected);
  });
});

describe('parseFlag, parseText, parseCode', () => {
  it.each([
    ['S', good(true)],
    ['n', good(false)],
    [true, good(true)],
    ['x', bad(M.flag)],
    ['', bad(M.required)],
  ])('flag %j', (cell, expected) => {
    expect(parseFlag(cell)).toEqual(expected);
  });
  it('text trims and limits', () => {
    expect(parseText(' Pérez ', 5)).toEqual(good('Pérez'));
    expect(parseText('Pereyra', 5)).toEqual(bad(M.maxLength(5)));
    expect(parseText('', 5)).toEqual(bad(M.required));
    expect(parseText('', 5, false)).toEqual(good(''));
  });
  it('code answers the list spelling', () => {
    expect(parseCode('ap', ['AP', 'NC'])).toEqual(good('AP'));
    expect(parseCode('XX', ['AP', 'NC'])).toEqual(bad(M.oneOf(['AP', 'NC'])));
  });
});

describe('CUIT', () => {
  it.each([
    ['20123456786', true],
    ['20-12345678-6', true],
    ['20123456780', false],
    ['30500010912', true],
    ['2012345678', false],
  ])('%s', (cuit, expected) => {
    expect(parseCuit(cuit).ok).toBe(expected);
    if (expected) expect(cuitCheckDigitOk(cuit.replace(/-/g, ''))).toBe(true);
  });
});

describe('formatters: what an export writes parses back to the same value', () => {
  it.each([['2026-03-01'], ['1900-01-01'], ['2100-12-31'], ['2024-02-29']])('day %s', (day) => {
    expect(parseDay(formatDay(day))).toEqual(good(day));
  });
  it('an empty day is an empty cell; anything but yyyy-mm-dd is a bug', () => {
    expect(formatDay(null)).toBe('');
    expect(() => formatDay('01/03/2026')).toThrow(RangeError);
  });
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [150050, '1500,50'],
    [2500_00, '2500,00'],
    [9_999_999_999_999_99, '9999999999999,99'],
  ])('cents %d → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
    expect(parseCents(text)).toEqual(good(cents));
  });
  it('cents from the database as text or bigint; never negative', () => {
    expect(formatCents('150050')).toBe('1500,50');
    expect(formatCents(150050n)).toBe('1500,50');
    expect(() => formatCents(-1)).toThrow(RangeError);
  });
  it.each([[true], [false]])('flag %s', (flag) => {
    expect(parseFlag(formatFlag(flag))).toEqual(good(flag));
  });
});
