import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

function zodSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Every JSON answer is checked against its contract before it is written, and fields the
 * contract does not name are dropped, so a repository that selects one column too many never
 * leaks it. An answer that breaks its contract is a 500 (ResponseSerializationError), never a
 * half-right body.
 *
 * fastify-type-provider-zod's own compiler checks with zod's `encode`, which skips zod's
 * compiled fast path for objects: on the affiliate validation answer it took 7.3 µs against
 * 2.4 µs for `parse` (both with JSON.stringify). The contracts' answers hold no codecs or
 * transforms (an encode of a transform throws), so both directions accept the same answers.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  const contract = zodSchemaOf(schema);
  return (data) => {
    const result = safeParse(contract, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
