import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationOutcome } from '@medplum/fhirtypes';
import { FHIR_JSON } from '@portal/contracts';
import { FHIR_MESSAGES, outcomeForStatus } from '@portal/domain/fhir';
import { inputRefusalOf } from '../../../db/errors.ts';
import { HttpError } from '../../../lib/errors.ts';

/**
 * A refusal of the FHIR interface, answered as an OperationOutcome: either one issue made from
 * the status and a text, or an outcome a module built (several issues, e.g. eligibility's).
 */
export class FhirError extends Error {
  readonly statusCode: number;
  readonly outcome: OperationOutcome;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    outcome: OperationOutcome | string,
    headers: Record<string, string> = {},
  ) {
    const built = typeof outcome === 'string' ? outcomeForStatus(statusCode, outcome) : outcome;
    super(built.issue[0]?.diagnostics ?? String(statusCode));
    this.statusCode = statusCode;
    this.outcome = built;
    this.headers = headers;
  }
}

export function sendOutcome(
  reply: FastifyReply,
  status: number,
  outcome: OperationOutcome,
): FastifyReply {
  return reply.status(status).type(`${FHIR_JSON}; charset=utf-8`).send(outcome);
}

/** Fastify's own client errors, by code: what a FHIR client reads instead. */
const FRAMEWORK_STATUS: Readonly<Record<string, [number, string]>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, FHIR_MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, FHIR_MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, FHIR_MESSAGES.invalidInput],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, FHIR_MESSAGES.invalidInput],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, FHIR_MESSAGES.invalidInput],
};

function outcomeOf(error: FastifyError): { status: number; outcome: OperationOutcome } | null {
  if (error instanceof FhirError) return { status: error.statusCode, outcome: error.outcome };
  // The portal's guard and services speak HttpError; their texts are already for a person.
  if (error instanceof HttpError) {
    return { status: error.statusCode, outcome: outcomeForStatus(error.statusCode, error.message) };
  }
  const known = error.code ? FRAMEWORK_STATUS[error.code] : undefined;
  if (known) return { status: known[0], outcome: outcomeForStatus(known[0], known[1]) };
  if (error.validation) {
    return { status: 400, outcome: outcomeForStatus(400, FHIR_MESSAGES.invalidInput) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, outcome: outcomeForStatus(status, FHIR_MESSAGES.invalidInput) };
  }
  if (inputRefusalOf(error)) {
    return { status: 400, outcome: outcomeForStatus(400, FHIR_MESSAGES.invalidInput) };
  }
  return null;
}

/**
 * The FHIR context's error handler: every refusal is an OperationOutcome, never the portal's JSON
 * error shape, and a 5xx never tells its cause (it is logged by route and code only).
 */
export function registerFhirErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply) => {
    const known = outcomeOf(error);
    if (known) {
      if (error instanceof FhirError) void reply.headers(error.headers);
      if (error instanceof HttpError && error.extra.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(error.extra.retryAfterSeconds));
      }
      return sendOutcome(reply, known.status, known.outcome);
    }
    request.log.error(
      { err: error, route: request.routeOptions.url ?? null, code: error.code ?? null },
      'unhandled error',
    );
    return sendOutcome(reply, 500, outcomeForStatus(500, FHIR_MESSAGES.serverError));
  });
}
