import { z } from './zod.ts';
import { parseExp } from '@portal/domain/format';
import { parseAffiliateNumber, AFFILIATE_NUMBER_LIMITS } from '@portal/domain/affiliates';

/*
 * Fields carry the database's ranges, so bad input is a 400 here and never a database error:
 * integers fit their column (int32, int16) and text holds no control characters (PostgreSQL
 * cannot store NUL). Bodies, path parameters and queries all read through these fields.
 */

/** PostgreSQL `integer`. */
export const INT32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/** PostgreSQL `smallint`. */
export const INT16 = { min: -32_768, max: 32_767 } as const;

export const NUMBER_MESSAGES = {
  notANumber: 'Debe ser un número.',
  notAnInteger: 'Debe ser un número entero.',
  notPositive: 'Debe ser un número positivo.',
  tooBig: 'El número es demasiado grande.',
  tooSmall: 'El número es demasiado chico.',
} as const;

/** An integer in a JSON body (a number, never text) that fits an `integer` column. */
export const int32 = z
  .number({ error: NUMBER_MESSAGES.notANumber })
  .int(NUMBER_MESSAGES.notAnInteger)
  .min(INT32.min, NUMBER_MESSAGES.tooSmall)
  .max(INT32.max, NUMBER_MESSAGES.tooBig);
/** An integer in a JSON body (a number, never text) that fits a `smallint` column. */
export const int16 = z
  .number({ error: NUMBER_MESSAGES.notANumber })
  .int(NUMBER_MESSAGES.notAnInteger)
  .min(INT16.min, NUMBER_MESSAGES.tooSmall)
  .max(INT16.max, NUMBER_MESSAGES.tooBig);

export interface IntegerTextOptions {
  /** Default: the int32 range. */
  min?: number;
  max?: number;
  /** Said when the value is no integer (wrong type, "1e5", "1.5"). */
  message?: string;
  tooSmall?: string;
  tooBig?: string;
}

/** Digits with an optional minus: no exponent, sign, hexadecimal, decimal point or space. */
const INTEGER_TEXT = /^-?\d+$/;

/**
 * An integer as a path, a query or a form field carries it: text of digits only ("1e5", "0x10",
 * "1.0", " 5" and "" are refused, where a plain coercion read 1e5 as 100000), or a JSON number;
 * within [min, max], by default the int32 range.
 */
export function integerText(options: IntegerTextOptions = {}) {
  const message = options.message ?? NUMBER_MESSAGES.notAnInteger;
  const tooBig = options.tooBig ?? NUMBER_MESSAGES.tooBig;
  return z
    .union([z.number(), z.string().regex(INTEGER_TEXT, message).transform(Number)], {
      error: message,
    })
    .pipe(
      z
        .number({ error: tooBig })
        .int(message)
        .min(options.min ?? INT32.min, options.tooSmall ?? NUMBER_MESSAGES.tooSmall)
        .max(Math.min(options.max ?? INT32.max, INT32.max), tooBig),
    );
}

/** A positive id of an `integer` column as text (path, query) or number. */
export const int32Text = (options: Omit<IntegerTextOptions, 'max'> = {}) =>
  integerText({ min: 1, tooSmall: NUMBER_MESSAGES.notPositive, ...options });
/** A positive id of a `smallint` column as text (path, query) or number. */
export const int16Text = (options: Omit<IntegerTextOptions, 'max'> = {}) =>
  integerText({ min: 1, tooSmall: NUMBER_MESSAGES.notPositive, ...options, max: INT16.max });

export const TEXT_MESSAGES = {
  controlCharacters: 'El texto no puede tener caracteres de control (como el carácter nulo).',
  tooLong: (max: number) => `Como máximo ${max} caracteres.`,
} as const;

/* eslint-disable no-control-regex -- finding control characters is the point of these two. */
/** C0 controls and DEL, and halves of a surrogate pair (no character at all). */
const CONTROL = /[\u0000-\u001F\u007F]|\p{Cs}/u;
/** The same, but line breaks and tabs are allowed: free text the user types in a text area. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;
/* eslint-enable no-control-regex */

/**
 * `schema` refusing control characters: NUL and every other C0 control, DEL and lone
 * surrogates; `multiline` keeps `\n`, `\r` and `\t` (observations, descriptions).
 */
export function plain<Schema extends z.ZodString>(
  schema: Schema,
  options: { multiline?: boolean } = {},
): Schema {
  const control = options.multiline ? CONTROL_BUT_LINES : CONTROL;
  return schema.refine((text) => !control.test(text), TEXT_MESSAGES.controlCharacters);
}

/** One line of text of at most `max` characters, without control characters. */
export const plainText = (max: number) => plain(z.string().max(max, TEXT_MESSAGES.tooLong(max)));

/** Free text (line breaks and tabs allowed) of at most `max` characters. */
export const freeText = (max: number) =>
  plain(z.string().max(max, TEXT_MESSAGES.tooLong(max)), { multiline: true });

/**
 * The years a date of the portal may fall in: a day after 9999-12-31 has no ISO form the
 * database reads (a report's range ends the day after its last day).
 */
export const SERVER_YEARS = { min: 1900, max: 2999 } as const;

/**
 * Every search's `fechaHasta` (spec §5): the end sent is the end plus one day, so a window is
 * [fechaDesde, fechaHasta). The domain's `serverSearchDates` writes it, `sentSearchWindow` reads it.
 */
export const SEARCH_END_DESCRIPTION =
  'The day after the last day searched (spec §5: the end date sent is the end plus one day).';

/** YYYYMMDD, how dates travel to the server (spec §5); must be a real calendar day. */
export const serverDay = z
  .string()
  .trim()
  .regex(/^\d{8}$/, 'La fecha debe tener el formato AAAAMMDD.')
  .refine((text) => parseExp(`${text}000000`) !== null, 'La fecha no existe.')
  .refine((text) => {
    const year = Number(text.slice(0, 4));
    return year >= SERVER_YEARS.min && year <= SERVER_YEARS.max;
  }, `La fecha debe estar entre ${SERVER_YEARS.min} y ${SERVER_YEARS.max}.`);

/** A positive integer id (an `integer` column) as it comes in a path or a query (text) or a body (number). */
export const numericId = int32Text({ message: NUMBER_MESSAGES.notAnInteger });

export const contraField = integerText({
  min: 1,
  max: AFFILIATE_NUMBER_LIMITS.contra,
  message: 'El contrato debe ser numérico.',
  tooSmall: 'El contrato debe ser numérico.',
  tooBig: 'El contrato tiene hasta 8 dígitos.',
});
export const middleField = integerText({
  min: 0,
  max: AFFILIATE_NUMBER_LIMITS.middle,
  message: 'El número intermedio debe ser numérico.',
  tooSmall: 'El número intermedio debe ser numérico.',
  tooBig: 'El número intermedio tiene hasta 2 dígitos.',
});
export const inteField = integerText({
  min: 0,
  max: AFFILIATE_NUMBER_LIMITS.inte,
  message: 'El integrante debe ser numérico.',
  tooSmall: 'El integrante debe ser numérico.',
  tooBig: 'El integrante tiene hasta 2 dígitos.',
});

/** The affiliate number as typed ("30000001 1 01"), read with the domain's parser. */
export const affiliateNumberText = plainText(60).transform((text, context) => {
  const parsed = parseAffiliateNumber(text);
  if (!parsed.ok) {
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.value;
});

/** A nomenclator service code (numeric, up to 8 digits). */
export const serviceCode = integerText({
  min: 1,
  max: 99_999_999,
  message: 'El código de prestación debe ser numérico.',
  tooSmall: 'El código de prestación debe ser numérico.',
  tooBig: 'El código de prestación tiene hasta 8 dígitos.',
});

export const flagSN = z.enum(['S', 'N']);
