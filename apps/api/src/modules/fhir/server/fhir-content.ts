import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FHIR_JSON } from '@portal/contracts';
import { FHIR_MESSAGES } from '@portal/domain/fhir';
import { FhirError } from './fhir-errors.ts';

/** The media types a FHIR client may ask for and get JSON (FHIR R4 http.html#mime-type). */
const ACCEPTABLE = new Set([FHIR_JSON, 'application/json', 'application/*', '*/*', 'json']);
/** `_format` values that mean JSON (FHIR R4 http.html#parameters). */
const JSON_FORMATS = new Set(['json', FHIR_JSON, 'application/json']);

const mediaTypes = (header: string) =>
  header
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase())
    .filter(Boolean);

/** Refuses with 406 a request that asks for anything but JSON (XML, RDF…), as the spec allows. */
export function checkAcceptable(request: FastifyRequest): void {
  const format = (request.query as Record<string, unknown> | undefined)?._format;
  if (typeof format === 'string' && !JSON_FORMATS.has(format.toLowerCase())) {
    throw new FhirError(406, FHIR_MESSAGES.notAcceptable);
  }
  const accept = request.headers.accept;
  if (!accept) return;
  if (!mediaTypes(accept).some((type) => ACCEPTABLE.has(type))) {
    throw new FhirError(406, FHIR_MESSAGES.notAcceptable);
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new FhirError(400, FHIR_MESSAGES.invalidInput);
  }
}

/**
 * Bodies: FHIR's JSON media type (and plain application/json, which Fastify already parses) and
 * the form the SMART token request is posted as; anything else is a 415 before any handler.
 */
export function registerFhirContent(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(FHIR_JSON, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch (error) {
      done(error as FhirError, undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.addHook('onRequest', async (request) => checkAcceptable(request));
}
