import {
  parseCents,
  parseCode,
  parseCuit,
  parseDay,
  parseFlag,
  parseInteger,
  parseText,
  type Parsed,
} from '@portal/domain/imports';
import { z } from '../zod.ts';

/**
 * Cells of an import row: a CSV cell is text, an NDJSON one may be typed; each field parses
 * both with the domain's rules and reports the domain's Spanish message at its own path.
 */
function cell<T>(parse: (cell: unknown) => Parsed<T>) {
  return z.unknown().transform((value, ctx): T => {
    const parsed = parse(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });
}

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** An optional cell: empty (or null in NDJSON) is null. */
function optional<T>(parse: (cell: unknown) => Parsed<T>) {
  return cell<T | null>((value) => (blank(value) ? { ok: true, value: null } : parse(value)));
}

export const rowFields = {
  integer: (min: number, max: number) => cell((value) => parseInteger(value, min, max)),
  optionalInteger: (min: number, max: number) => optional((value) => parseInteger(value, min, max)),
  cents: () => cell(parseCents),
  day: () => cell(parseDay),
  optionalDay: () => optional(parseDay),
  flag: () => cell(parseFlag),
  text: (max: number) => cell((value) => parseText(value, max)),
  optionalText: (max: number) => cell((value) => parseText(value, max, false)),
  code: <T extends string>(values: readonly T[]) => cell((value) => parseCode(value, values)),
  optionalCode: <T extends string>(values: readonly T[]) =>
    optional((value) => parseCode(value, values)),
  cuit: () => cell(parseCuit),
};

/** The columns of a row schema, in order: the CSV header, the NDJSON keys and the docs' list. */
export const rowColumns = (schema: { shape: Record<string, unknown> }): readonly string[] =>
  Object.keys(schema.shape);
