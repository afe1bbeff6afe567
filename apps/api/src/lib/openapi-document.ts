import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_STATUSES,
  binaryBody,
  errorResponse,
  eventStreamBody,
  fileMediaTypes,
  INTEGRATION_KEY_HEADER,
  isIntegrationAccess,
  type CallAccess,
  type CallDefinition,
} from '@portal/contracts';
import { reasonPhrase } from './errors.ts';

/*
 * The OpenAPI document at /pre/docs, derived from the contracts (docs/decisions/0047). Fastify's
 * route schemas validate and serialize; the document says more than they do, so what only the
 * document needs (who may call, the files' media types, path parameters as the server reads
 * them) is added here and never changes how a request is served.
 */

type JsonSchema = Record<string, unknown>;
type Responses = Record<string, JsonSchema>;

const OPENAPI_VERSION = '3.1.0';
const JSON_TARGET = 'draft-2020-12';
const ERROR_SCHEMA = 'ErrorResponse';
const SUCCESS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
};
const ERROR_REF = { $ref: `#/components/schemas/${ERROR_SCHEMA}` };

/** The document's default is a bearer session; public, operator and machine calls say otherwise. */
function securityOf(access: CallAccess): Record<string, string[]>[] | undefined {
  if (access === 'public') return [];
  if (access === 'operator') return [{ operatorKey: [] }];
  if (isIntegrationAccess(access)) return [{ integrationKey: [] }];
  return undefined;
}

/** A streamed upload's body: a file of one of its media types, documented, never validated. */
function uploadBody(call: CallDefinition) {
  if (!call.upload) return {};
  return { body: { type: 'string', format: 'binary' }, consumes: [...call.upload] };
}

const isIntegerText = (schema: unknown) =>
  Array.isArray((schema as JsonSchema | undefined)?.anyOf) &&
  ((schema as { anyOf: JsonSchema[] }).anyOf.some((branch) => branch.type === 'number') ||
    (schema as { anyOf: JsonSchema[] }).anyOf.length === 1);

const toJson = (schema: z.ZodType, io: 'input' | 'output') => {
  const json = z.toJSONSchema(schema, {
    io,
    target: JSON_TARGET,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json.$schema;
  return json;
};

/**
 * A path or query part as the server reads it: an integer the contract takes as digits or a
 * number (`integerText`) is documented as the integer it becomes, within its range, not as
 * "a number or a string"; every other field as the client writes it.
 */
export function parameterSchema(schema: z.ZodType): JsonSchema {
  const input = toJson(schema, 'input');
  const output = toJson(schema, 'output');
  const parsed = (output.properties ?? {}) as Record<string, JsonSchema>;
  const properties = Object.fromEntries(
    Object.entries((input.properties ?? {}) as Record<string, JsonSchema>).map(([name, field]) => {
      const read = parsed[name];
      return [name, isIntegerText(field) && read?.type === 'integer' ? read : field];
    }),
  );
  return { ...input, properties };
}

/** The JSON branch of an answer that is JSON or a file by its query (a report). */
function jsonPartOf(response: z.ZodType): z.ZodType | null {
  if (response === binaryBody) return null;
  if (response instanceof z.ZodUnion) {
    const options = (response.options as z.ZodType[]).filter((option) => option !== binaryBody);
    if (options.length === 1) return options[0]!;
    return z.union(options as [z.ZodType, ...z.ZodType[]]);
  }
  return response;
}

function successResponse(call: CallDefinition, json: JsonSchema | undefined): Responses {
  const status = String(call.status ?? 200);
  if (call.response === eventStreamBody) {
    return {
      [status]: {
        description: 'A stream of server-sent events (named events, JSON data)',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    };
  }
  const content: Record<string, { schema: JsonSchema }> = {};
  if (json) content['application/json'] = { schema: json };
  for (const mediaType of fileMediaTypes(call.files ?? [])) {
    content[mediaType] = { schema: { type: 'string', format: 'binary' } };
  }
  const answer: Responses = { [status]: { description: SUCCESS[status] ?? 'OK', content } };
  if (call.redirects) {
    answer['302'] = {
      type: 'null',
      description: 'Found: the file is published elsewhere, at the Location header (http/https)',
    };
  }
  if (!call.etag) return answer;
  return {
    ...answer,
    [status]: { ...answer[status], headers: { etag: { description: 'Version', type: 'string' } } },
    '304': { type: 'null', description: 'Not Modified (the request held the ETag)' },
  };
}

function errorResponses(call: CallDefinition): Responses {
  // A body in another format is refused only where the call reads a body.
  const statuses = ERROR_STATUSES.filter((status) => status !== 415 || call.body || call.upload);
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: reasonPhrase(status),
        content: { 'application/json': { schema: ERROR_REF } },
        ...(status === 429
          ? { headers: { 'retry-after': { description: 'Seconds to wait', type: 'integer' } } }
          : {}),
      },
    ]),
  );
}

/** `GET /pre/v1/validador/contratos/:contra` → `getV1ValidadorContratosContra`. */
export function operationIdOf(call: Pick<CallDefinition, 'method' | 'path'>): string {
  const words = call.path
    .replace(/^\/pre\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [
    call.method.toLowerCase(),
    ...words.map((word) => word[0]!.toUpperCase() + word.slice(1)),
  ].join('');
}

/** Each route's part of the document: the zod conversion, then what only the contract knows. */
export const callDocumentTransform: SwaggerTransform = (document) => {
  const call = document.route.config?.call;
  if (!call || call.hide) return jsonSchemaTransform(document);
  // Parameters and answers come from the call itself; the rest (tags, summary, body) as converted.
  const rest: FastifySchema = { ...document.schema };
  delete rest.params;
  delete rest.querystring;
  delete rest.response;
  const jsonPart = jsonPartOf(call.response);
  const converted = jsonSchemaTransform({
    ...document,
    schema: {
      ...rest,
      ...(jsonPart && call.response !== eventStreamBody ? { response: { 200: jsonPart } } : {}),
    },
  });
  const { response: json, ...schema } = converted.schema as FastifySchema & {
    response?: Record<string, JsonSchema>;
  };
  const security = securityOf(call.access);
  return {
    url: converted.url,
    schema: {
      ...schema,
      ...uploadBody(call),
      operationId: operationIdOf(call),
      ...(call.params ? { params: parameterSchema(call.params) } : {}),
      ...(call.query ? { querystring: parameterSchema(call.query) } : {}),
      ...(security ? { security } : {}),
      response: { ...successResponse(call, json?.['200']), ...errorResponses(call) },
    },
  };
};

/** @fastify/swagger's options: the document's frame around the calls. */
export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Portal de Prestadores API',
        version: '1.0.0',
        description:
          'The /pre API of the provider portal (spec §7). Calls need a bearer session unless ' +
          'they say otherwise: public calls need nothing, operator calls the x-operator-key header, ' +
          `the insurer's machines (imports) an integration key in the ${INTEGRATION_KEY_HEADER} header.`,
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          operatorKey: { type: 'apiKey', in: 'header', name: 'x-operator-key' },
          integrationKey: { type: 'apiKey', in: 'header', name: INTEGRATION_KEY_HEADER },
        },
        schemas: { [ERROR_SCHEMA]: toJson(errorResponse, 'output') as never },
      },
      security: [{ bearer: [] }],
    },
    transform: callDocumentTransform,
  };
}
