import { IMPORT_MESSAGES } from './messages.ts';

/** A parsed cell, or the Spanish reason it was refused. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refused = (message: string): Parsed<never> => ({ ok: false, message });

/** A cell as it comes from CSV (text) or NDJSON (text, number, boolean or null). */
export type Cell = unknown;

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  return JSON.stringify(cell);
}

/** A whole number in [min, max]; thousands dots (1.234) are refused, not guessed. */
export function parseInteger(cell: Cell, min: number, max: number): Parsed<number> {
  const value = text(cell);
  if (value === '') return refused(IMPORT_MESSAGES.required);
  if (!/^-?\d+$/.test(value)) return refused(IMPORT_MESSAGES.integer);
  const number = Number(value);
  if (number < min || number > max) return refused(IMPORT_MESSAGES.integerRange(min, max));
  return ok(number);
}

/**
 * Money in exact cents: "1234.5", "1234,50" (Argentine decimal comma) or a JSON number. Negative,
 * more than two decimals, or a thousands separator are refused: money is never rounded.
 */
export function parseCents(cell: Cell): Parsed<number> {
  const value = text(cell).replace(',', '.');
  if (value === '') return refused(IMPORT_MESSAGES.required);
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return refused(IMPORT_MESSAGES.money);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return ok(cents);
}

export const IMPORT_DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

/** A calendar day as yyyy-mm-dd, from "yyyy-mm-dd" or "dd/mm/yyyy"; impossible days refused. */
export function parseDay(cell: Cell): Parsed<string> {
  const value = text(cell);
  if (value === '') return refused(IMPORT_MESSAGES.required);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const argentine = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const parts = iso
    ? [iso[1], iso[2], iso[3]]
    : argentine
      ? [argentine[3], argentine[2], argentine[1]]
      : null;
  if (!parts) return refused(IMPORT_MESSAGES.date);
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return refused(IMPORT_MESSAGES.date);
  }
  const result = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (result < IMPORT_DATE_RANGE.min || result > IMPORT_DATE_RANGE.max) {
    return refused(IMPORT_MESSAGES.dateRange(IMPORT_DATE_RANGE.min, IMPORT_DATE_RANGE.max));
  }
  return ok(result);
}

/** S/N as spreadsheets write it (also true/false from NDJSON, and 1/0). */
export function parseFlag(cell: Cell): Parsed<boolean> {
  if (typeof cell === 'boolean') return ok(cell);
  const value = text(cell).toUpperCase();
  if (['S', 'SI', 'SÍ', '1', 'TRUE'].includes(value)) return ok(true);
  if (['N', 'NO', '0', 'FALSE'].includes(value)) return ok(false);
  return refused(value === '' ? IMPORT_MESSAGES.required : IMPORT_MESSAGES.flag);
}

/** Free text up to `max` characters; `required` refuses an empty cell. */
export function parseText(cell: Cell, max: number, required = true): Parsed<string> {
  const value = text(cell);
  if (value === '' && required) return refused(IMPORT_MESSAGES.required);
  if (value.length > max) return refused(IMPORT_MESSAGES.maxLength(max));
  return ok(value);
}

/** One of a closed list of codes (case-insensitive, answered as the list writes it). */
export function parseCode<T extends string>(cell: Cell, values: readonly T[]): Parsed<T> {
  const value = text(cell).toUpperCase();
  if (value === '') return refused(IMPORT_MESSAGES.required);
  const found = values.find((candidate) => candidate.toUpperCase() === value);
  return found ? ok(found) : refused(IMPORT_MESSAGES.oneOf(values));
}

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Whether an 11-digit CUIT/CUIL has the right check digit (modulo 11, AFIP's weights). */
export function cuitCheckDigitOk(cuit: string): boolean {
  if (!/^\d{11}$/.test(cuit)) return false;
  const sum = CUIT_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(cuit[index]),
    0,
  );
  const rest = 11 - (sum % 11);
  const check = rest === 11 ? 0 : rest === 10 ? 9 : rest;
  return check === Number(cuit[10]);
}

/** A CUIT as 11 digits, written with or without its dashes (20-12345678-6). */
export function parseCuit(cell: Cell): Parsed<string> {
  const value = text(cell).replace(/-/g, '');
  if (value === '') return refused(IMPORT_MESSAGES.required);
  return cuitCheckDigitOk(value) ? ok(value) : refused(IMPORT_MESSAGES.cuit);
}

/*
 * The other way: a value as an export writes it, in the cell text its parser above reads back to
 * the same value (an exported file imports as "0 changed").
 */

/** A calendar day (yyyy-mm-dd, as the database answers it as text); null is an empty cell. */
export function formatDay(day: string | null): string {
  if (day === null) return '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a yyyy-mm-dd day: ${day}`);
  return day;
}

/** Exact cents as pesos with the Argentine decimal comma, always two decimals: 150050 → "1500,50". */
export function formatCents(cents: number | bigint | string): string {
  const value = BigInt(cents);
  if (value < 0n) throw new RangeError(`money is never negative: ${value}`);
  return `${value / 100n},${String(value % 100n).padStart(2, '0')}`;
}

/** A flag as spreadsheets write it: S or N. */
export function formatFlag(flag: boolean): 'S' | 'N' {
  return flag ? 'S' : 'N';
}
