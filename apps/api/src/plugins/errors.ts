import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FHIR_JSON } from '@portal/contracts';
import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import { FHIR_MESSAGES, outcomeForStatus } from '@portal/domain/fhir';
import { inputRefusalOf, sqlStateOf } from '../db/errors.ts';
import { HttpError, errorBody } from '../lib/errors.ts';
import { allowedMethods } from './method-not-allowed.ts';
import { securityHeadersFor } from './security-headers.ts';

/**
 * Errors the router raises before any route or hook runs (a malformed %-escape, a path
 * parameter over maxParamLength): the same error shape, without echoing the path back. Under
 * /fhir that shape is the FHIR interface's own, an OperationOutcome: no context of an area has
 * been chosen yet, so it is chosen here by the path.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // No hook has run yet, so the security headers are set here.
  void reply.headers(securityHeadersFor(request.url));
  if (request.url === '/fhir' || request.url.startsWith('/fhir/')) {
    void reply
      .status(status)
      .type(`${FHIR_JSON}; charset=utf-8`)
      .send(outcomeForStatus(status, FHIR_MESSAGES.invalidInput));
    return;
  }
  void reply.status(status).send(errorBody(status, EXTRA_MESSAGES.invalidInput, error.code));
}

/** One error shape for every 4xx/5xx; a 5xx never leaks internals. */
export const errorsPlugin = fp((app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.logMessage) {
        request.log.warn(
          { route: request.routeOptions.url ?? null, code: error.code },
          error.logMessage,
        );
      }
      // A refusal that names its wait (throttles, write limits) says it in HTTP's terms too.
      if (error.extra.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.extra.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.code, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        // instancePath is '/device/deviceid', or '/' for the whole part: 'body.device.deviceid', 'body'.
        path: [
          error.validationContext ?? 'body',
          ...issue.instancePath.split('/').filter(Boolean),
        ].join('.'),
        message: issue.message ?? 'inválido',
      }));
      const first = details[0];
      const message = first
        ? `${EXTRA_MESSAGES.invalidInput} ${first.path}: ${first.message}`
        : EXTRA_MESSAGES.invalidInput;
      return reply.status(400).send(errorBody(400, message, 'VALIDATION', { details }));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody(413, EXTRA_MESSAGES.bodyTooLarge, 'BODY_TOO_LARGE'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, empty body.
      return reply
        .status(status)
        .send(
          errorBody(
            status,
            `${EXTRA_MESSAGES.invalidInput} ${error.message}`,
            error.code ?? 'BAD_REQUEST',
          ),
        );
    }
    // Logged by route pattern and code, never with the query's parameters or the body (the
    // logger's error serializer drops a database error's text); the line carries the request id.
    const route = request.routeOptions.url ?? null;
    const refused = inputRefusalOf(error);
    if (refused) {
      request.log.error(
        { route, code: refused },
        'defect: the database refused a value the contract let through',
      );
      return reply.status(400).send(errorBody(400, EXTRA_MESSAGES.invalidInput, 'INVALID_INPUT'));
    }
    request.log.error(
      { err: error, route, code: sqlStateOf(error) ?? error.code ?? null },
      'unhandled error',
    );
    return reply.status(500).send(errorBody(500, MESSAGES.serverError, 'SERVER_ERROR'));
  });

  app.setNotFoundHandler((request, reply) => {
    // A path the contracts know, asked with another method: say which methods it takes.
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(errorBody(405, EXTRA_MESSAGES.methodNotAllowed, 'METHOD_NOT_ALLOWED'));
    }
    return reply.status(404).send(errorBody(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND'));
  });
});
