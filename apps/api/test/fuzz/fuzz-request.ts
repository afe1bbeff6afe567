import fc from 'fast-check';
import { z } from 'zod';
import type { CallDefinition } from '@portal/contracts';
import { fieldValue, fuzzObject, hostileValue, type JsonSchema } from './schema-arbitrary.ts';

/** One generated request of a call, as `inject` takes it (headers are added by the caller). */
export interface FuzzRequest {
  method: CallDefinition['method'];
  url: string;
  /** Undefined: no body; a string: sent raw as JSON (broken JSON on purpose). */
  payload?: unknown;
}

/** The request side of a schema, as JSON Schema (a pipe's input, a default's optional key). */
function requestSchema(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A path segment or query value: whatever was drawn, as the URL carries text. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Objects and arrays travel as their JSON; null and undefined as their names.
  return JSON.stringify(value) ?? String(value);
}

/** encodeURIComponent, except that a lone surrogate is sent as its bytes instead of throwing. */
function encodeSegment(text: string): string {
  return text
    .split(/(\p{Cs})/u)
    .map((part) => {
      if (!/^\p{Cs}$/u.test(part)) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/** Each `:name` of the path replaced by a drawn value, encoded (an empty one too). */
function pathArbitrary(call: CallDefinition): fc.Arbitrary<string> {
  const schema = requestSchema(call.params);
  const names = [...call.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  if (names.length === 0) return fc.constant(call.path);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names) {
    const field = schema?.properties?.[name] ?? {};
    // '1e5', '0x10', ' 5', '%00' and friends are in the hostile values.
    model[name] = fieldValue(field);
  }
  return fc
    .record(model)
    .map((values) =>
      call.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
        encodeSegment(asText(values[name])),
      ),
    );
}

/** The query string: fields drawn like a body's, lists repeating their key. */
function queryArbitrary(call: CallDefinition): fc.Arbitrary<string> {
  const schema = requestSchema(call.query);
  const fields = schema?.properties
    ? (fuzzObject(schema) as fc.Arbitrary<Record<string, unknown>>)
    : fc.option(fc.record({ extra: hostileValue() }), { nil: {} });
  return fields.map((values) => {
    if (typeof values !== 'object' || values === null)
      return `?q=${encodeURIComponent(asText(values))}`;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

/** Whole bodies of the wrong shape: arrays, scalars, broken JSON, nothing at all. */
const HOSTILE_BODIES = [
  [],
  [{}],
  null,
  42,
  'texto',
  { __raw: '{"sin cerrar": ' },
  { __raw: '{"a":1}{"b":2}' },
  { __raw: '\u0000' },
  undefined,
] as const;

function bodyArbitrary(call: CallDefinition): fc.Arbitrary<unknown> {
  const schema = requestSchema(call.body);
  const wrong = fc.constantFrom(...HOSTILE_BODIES);
  if (!schema) return fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, wrong);
  return fc.oneof({ arbitrary: fuzzObject(schema), weight: 5 }, { arbitrary: wrong, weight: 1 });
}

/** Every part of a call's request drawn from its contract. */
export function requestArbitrary(call: CallDefinition): fc.Arbitrary<FuzzRequest> {
  const withBody = call.method !== 'GET';
  return fc
    .tuple(
      pathArbitrary(call),
      call.query ? queryArbitrary(call) : fc.constant(''),
      withBody ? bodyArbitrary(call) : fc.constant(undefined),
    )
    .map(([path, query, body]) => {
      const raw = (body as { __raw?: string } | null)?.__raw;
      const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
      return { method: call.method, url: path + query, payload };
    });
}
