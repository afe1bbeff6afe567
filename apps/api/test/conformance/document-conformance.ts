import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * The conformance check of the OpenAPI document (docs/decisions/0047): every answer an API test
 * receives from an app of createTestApp is held against what /pre/docs documents for its route
 * and status: the status is documented, the media type is one of that status's, and a JSON body
 * validates against its schema. A mismatch does not change the answer (the test goes on as it
 * would); it is recorded, and the file's tests fail at its end (assert-conformance.ts).
 */

interface MediaType {
  schema?: Schema;
}
interface Response {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, Response>;
}
type Schema = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Mismatch {
  request: string;
  status: number;
  problem: string;
}

// One record per worker: with `isolate: false` the module graph outlives a test file.
const KEY = Symbol.for('portal.test.openApiConformance');
interface ConformanceRecord {
  mismatches: Mismatch[];
  checked: Map<string, number>;
}
const store = globalThis as { [KEY]?: ConformanceRecord };
const record: ConformanceRecord = (store[KEY] ??= {
  mismatches: [],
  checked: new Map<string, number>(),
});
const { mismatches } = record;

/** How many answers were checked so far in this worker, by status (the check's own tests). */
export function checkedAnswers(): ReadonlyMap<string, number> {
  return record.checked;
}

/** The mismatches recorded since the last call, and the list emptied. */
export function takeMismatches(): Mismatch[] {
  return mismatches.splice(0, mismatches.length);
}

/** Every app builds the same document from the contracts: one copy and its validators a worker. */
let document: Document | null = null;
const validators = new Map<string, ValidateFunction>();
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addFormat('binary', true);

const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function resolved(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/')) return schema;
  return document!.components.schemas[ref.slice('#/components/schemas/'.length)]!;
}

function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(resolved(schema));
    validators.set(key, validate);
  }
  return validate;
}

/** What is wrong with one answer, or null when it is what the document says. */
export function problemOf(
  operation: Operation,
  key: string,
  status: number,
  contentType: string,
  payload: unknown,
): string | null {
  const response = operation.responses[String(status)];
  if (!response) return `status ${status} is not documented`;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const empty = payload === undefined || payload === null || payload === '';
  if (!response.content) return empty ? null : `a ${mediaType} body where none is documented`;
  const documented =
    response.content[mediaType] ??
    response.content[`${mediaType.split('/')[0]}/*`] ??
    response.content['*/*'];
  if (!documented) {
    const listed = Object.keys(response.content).join(', ');
    return `media type "${mediaType}" is not documented for ${status} (${listed})`;
  }
  if (mediaType !== 'application/json' || !documented.schema) return null;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null; // a stream
  const validate = validatorFor(`${key} ${status}`, documented.schema);
  if (validate(JSON.parse(payload.toString()))) return null;
  return `body: ${ajv.errorsText(validate.errors)}`;
}

function check(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const route = request.routeOptions.url;
  // Unmatched requests (404, 405) belong to no operation; their shape is the error tests' job.
  if (!route || !route.startsWith('/pre/')) return;
  const operation = document!.paths[openApiPath(route)]?.[request.method.toLowerCase()];
  // Routes left out of the document on purpose (the document itself, hidden calls).
  if (!operation) return;
  const contentType = String(reply.getHeader('content-type') ?? '');
  const key = `${request.method} ${route}`;
  record.checked.set(key, (record.checked.get(key) ?? 0) + 1);
  const problem = problemOf(operation, key, reply.statusCode, contentType, payload);
  if (problem) mismatches.push({ request: key, status: reply.statusCode, problem });
}

/** Holds every answer of `app` against its documented schema (call before `app.ready()`). */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  app.addHook('onReady', function () {
    document ??= app.swagger() as unknown as Document;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    try {
      check(request, reply, payload);
    } catch (error) {
      mismatches.push({
        request: `${request.method} ${request.routeOptions.url ?? request.url}`,
        status: reply.statusCode,
        problem: `the check failed: ${(error as Error).message}`,
      });
    }
    done(null, payload);
  });
}
