import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import {
  ERROR_STATUSES,
  errorResponse,
  eventStreamBody,
  type CallDefinition,
  type CallParams,
  type CallReply,
} from '@portal/contracts';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** A request to `Call`, its parts already parsed by the call's schemas. */
export type CallRequest<Call extends CallDefinition> = FastifyRequest<{
  Params: CallParams<Call>;
  /** As parsed: defaults filled in. */
  Querystring: Parsed<Call['query']>;
  Body: Parsed<Call['body']>;
}>;

type Answer<Call extends CallDefinition> = CallReply<Call> | FastifyReply;

export type CallHandler<Call extends CallDefinition> = (
  request: CallRequest<Call>,
  reply: FastifyReply,
) => Answer<Call> | Promise<Answer<Call>> | Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route serves: the OpenAPI document reads it (lib/openapi-document). */
    call?: CallDefinition;
  }
}

const errorResponses = Object.fromEntries(ERROR_STATUSES.map((status) => [status, errorResponse]));

/**
 * Registers the route of one contract call: its method and path, its access rule for the
 * guard, its schemas for validation, serialization and the OpenAPI document, and its success
 * status. The handler only calls the area's service (docs/decisions/0017).
 */
export function routeCall<Call extends CallDefinition>(
  app: FastifyInstance,
  call: Call,
  handler: CallHandler<Call>,
): void {
  const status = call.status ?? 200;
  const success = call.response === eventStreamBody ? {} : { [status]: call.response };
  const options: RouteOptions = {
    method: call.method,
    url: call.path,
    config: {
      access: call.access,
      readOnlySafe: call.readOnlySafe === true,
      call,
    },
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...(call.hide ? { hide: true } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { ...success, ...errorResponses },
    },
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    handler:
      status === 200
        ? (handler as RouteOptions['handler'])
        : (request, reply) => {
            void reply.code(status);
            return (handler as RouteOptions['handler']).call(app, request, reply);
          },
  };
  app.route(options);
}
