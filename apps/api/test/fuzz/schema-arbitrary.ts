import fc from 'fast-check';

/**
 * Values for one field of a call's contract, read from its JSON Schema (zod's `toJSONSchema` of
 * the request side): mostly values the schema accepts, the rest boundary and hostile values, so
 * every run walks the handler as far as a well-formed request goes and also knocks at the edges.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
}

const NUL = '\u0000';
/** One megabyte of text: past most fields' length and near the body limit. */
const ONE_MB = 'A'.repeat(1_000_000);

/** Integers at the edges of PostgreSQL's columns and of JavaScript's safe range. */
export const BOUNDARY_NUMBERS = [
  0,
  -1,
  1,
  32_767,
  32_768,
  -32_769,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1.5,
  -0,
] as const;

/** Text that must never reach the database as it is: control characters, lone surrogates. */
const HOSTILE_TEXT = [
  NUL,
  `abc${NUL}def`,
  '\u0001\u0007\u001b[31m\u007f',
  '\r\n\t',
  '\ud800',
  '1e5',
  '0x10',
  ' 5',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  'ñandú Ü 😀',
] as const;

/** Values of the wrong type for any field. */
const WRONG_TYPES = [null, true, false, {}, [], [1, 2], { a: 1 }, 'texto', 1e308, -1e308] as const;

const base64 = (text: string) => Buffer.from(text).toString('base64');
const PLAIN_TEXT = 'hola, soy un texto y no un PDF';

/** Attachments that lie: bad base64, a text file named .pdf, sizes that do not match. */
const FILE_SAMPLES = [
  {
    fileName: 'informe.pdf',
    base64Content: base64(PLAIN_TEXT),
    sizeInBytes: String(PLAIN_TEXT.length),
  },
  { fileName: 'informe.pdf', base64Content: '%%%no-es-base64%%%', sizeInBytes: '10' },
  { fileName: 'informe.pdf', base64Content: 'QUJD', sizeInBytes: '999999999' },
  { fileName: '../../etc/passwd', base64Content: base64('%PDF-1.4'), sizeInBytes: '8' },
  { fileName: `a${NUL}.pdf`, base64Content: base64('%PDF-1.4'), sizeInBytes: '8' },
  { fileName: '', base64Content: '', sizeInBytes: '0' },
  { fileName: 'x.pdf', base64Content: base64('%PDF-1.4'), sizeInBytes: '-1' },
] as const;

/** A megabyte is costly to build and send; one is enough per run. */
const hugeText = fc.constantFrom(ONE_MB, `${ONE_MB}${NUL}`);

/** A real calendar day as YYYYMMDD: the contracts refine their 8-digit dates to real days. */
const serverDay = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
  .map((day) => day.toISOString().slice(0, 10).replaceAll('-', ''));

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern === '^\\d{8}$') return serverDay;
  if (schema.pattern === '^\\d{14}$') return serverDay.map((day) => `${day}000000`);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : schema.minimum;
  const integer = fc.integer({
    min: Math.max(min ?? -1000, Number.MIN_SAFE_INTEGER),
    max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
  });
  // Small ids hit the seed's rows (cases, places, tickets), large ones exercise the ranges.
  return fc.oneof(integer, fc.integer({ min: Math.max(min ?? 1, 1), max: 50 }));
}

/** A value the schema accepts (as far as a JSON Schema can say: refinements are not in it). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  const type: string = (Array.isArray(schema.type) ? schema.type[0] : schema.type) ?? 'any';
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3),
      });
    case 'object':
      return validObject(schema);
    default:
      return fc.oneof(fc.string(), fc.integer());
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = validValue(property);
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/** Values at the schema's edges: the boundary integers, empty, max length, max + 1. */
export function boundaryValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: unknown[] = [...BOUNDARY_NUMBERS, ''];
  if (schema.maxLength !== undefined) {
    options.push('9'.repeat(schema.maxLength), '9'.repeat(schema.maxLength + 1));
  }
  if (schema.minLength) options.push('9'.repeat(schema.minLength - 1));
  if (schema.maxItems !== undefined && schema.items) {
    return fc.oneof(
      fc.constantFrom(...options),
      fc.constant([]),
      fc.array(validValue(schema.items), {
        minLength: schema.maxItems + 1,
        maxLength: schema.maxItems + 1,
      }),
    );
  }
  return fc.constantFrom(...options);
}

/** Values no schema should let through, and the text forms integers take in a URL. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 4 },
    { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
    { arbitrary: hugeText, weight: 1 },
  );
}

/** Any value for a field: three in five valid, one boundary, one hostile. */
export function fieldValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validValue(schema), weight: 3 },
    { arbitrary: boundaryValue(schema), weight: 1 },
    { arbitrary: hostileValue(), weight: 1 },
  );
}

/**
 * An object of the schema with each field drawn by `fieldValue` (nested objects and arrays of
 * objects recursively), sometimes a required field left out or an unknown field added.
 */
export function fuzzObject(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((part) => fuzzObject(part, depth)));
  if (schema.type === 'array' && schema.items?.type === 'object' && depth < 3) {
    return fc.oneof(
      fc.array(fuzzObject(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 2),
      }),
      fieldValue(schema),
    );
  }
  if (schema.type !== 'object' || !schema.properties || depth >= 3) return fieldValue(schema);
  if (schema.properties.base64Content) {
    return fc.oneof(
      { arbitrary: fuzzFields(schema, depth), weight: 3 },
      { arbitrary: fc.constantFrom(...FILE_SAMPLES), weight: 1 },
    );
  }
  return fuzzFields(schema, depth);
}

function fuzzFields(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    // An e-mail's format is a refinement the JSON Schema does not carry.
    model[key] =
      key === 'email'
        ? fc.oneof(fc.emailAddress(), fuzzObject(property, depth + 1))
        : fuzzObject(property, depth + 1);
  }
  const object = fc.record(model, { requiredKeys: schema.required ?? [] });
  return fc
    .tuple(object, fc.option(fc.constantFrom('extra', '__proto__', 'constructor', 'id')))
    .map(([value, extra]) => (extra ? { ...value, [extra]: 'unexpected' } : value));
}
