import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_CALLS,
  ERROR_STATUSES,
  binaryBody,
  eventStreamBody,
  fileMediaTypes,
  importUploadCall,
  isIntegrationAccess,
  type CallDefinition,
} from '@portal/contracts';
import { appWithoutDatabase } from './no-database.ts';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Record<string, unknown>;
}
interface Response {
  content?: Record<string, { schema?: Record<string, unknown> }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  responses: Record<string, Response>;
}
interface Document {
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const DOCUMENTED = ALL_CALLS.filter((call) => !call.hide);
const named = (calls: readonly CallDefinition[]) =>
  calls.map((call) => [`${call.method} ${call.path}`, call] as const);
const answersFiles = (call: CallDefinition) =>
  call.response === binaryBody ||
  (call.response.def.type === 'union' &&
    (call.response.def as unknown as { options: unknown[] }).options.includes(binaryBody));

/** The warnings the document keeps, and why (docs/decisions/0047). */
const KNOWN_WARNINGS = new Set([
  // The portal's code is not published under a licence.
  'info-license',
  // Spec §7's own paths: /validador/{id}/afiliado beside /validador/contratos/{contra}; the
  // router prefers the static segment, as findCall does.
  'no-ambiguous-paths',
]);

describe('the OpenAPI document at /pre/docs', () => {
  let app: Awaited<ReturnType<typeof appWithoutDatabase>>;
  let source: string;
  let doc: Document;
  const operation = (call: CallDefinition) =>
    doc.paths[openApiPath(call.path)]![call.method.toLowerCase()]!;
  beforeAll(async () => {
    app = await appWithoutDatabase();
    source = (await app.inject({ method: 'GET', url: '/pre/docs' })).body;
    doc = JSON.parse(source) as Document;
  });
  afterAll(() => app.close());

  it("passes Redocly's recommended rules with no error, and only the warnings it keeps on purpose", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems: NormalizedProblem[] = await lintFromString({
      source,
      absoluteRef: 'pre-docs.json',
      config,
    });
    const describe = (problem: NormalizedProblem) =>
      `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`;
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn');
    expect(warnings.filter((p) => !KNOWN_WARNINGS.has(p.ruleId)).map(describe)).toEqual([]);
  });

  it('names every operation uniquely', () => {
    const ids = DOCUMENTED.map((call) => operation(call).operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(named(DOCUMENTED.filter((call) => call.params)))(
    '%s types each path parameter (no "number or text")',
    (_key, call) => {
      const parameters = operation(call).parameters!.filter((p) => p.in === 'path');
      expect(parameters.map((p) => p.name).sort()).toEqual(
        [...call.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort(),
      );
      for (const { schema, required } of parameters) {
        expect(required).toBe(true);
        expect(schema).not.toHaveProperty('anyOf');
        expect(['integer', 'string']).toContain(schema.type);
      }
    },
  );

  it('documents path parameters as the contracts read them: integers in range, text by pattern', () => {
    const byPath = (path: string) =>
      Object.fromEntries(
        (doc.paths[path]!.get!.parameters ?? []).map((p) => [p.name, p.schema] as const),
      );
    expect(byPath('/pre/v1/validador/cobertura-pdf/{contra}/{inte}')).toEqual({
      contra: { type: 'integer', minimum: 1, maximum: 99_999_999 },
      inte: { type: 'integer', minimum: 0, maximum: 99 },
    });
    expect(byPath('/pre/v1/validador/datos-fiscales/{documento}')).toEqual({
      documento: { type: 'string', pattern: '^\\d{6,11}$' },
    });
    expect(byPath('/pre/v1/terminos')).toMatchObject({
      entidad: { type: 'integer' },
      canal: { type: 'integer' },
    });
  });

  it('asks a session by default, nothing of public calls, the operator key of operator calls and an integration key of the imports', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer' },
      operatorKey: { type: 'apiKey', in: 'header', name: 'x-operator-key' },
      integrationKey: { type: 'apiKey', in: 'header', name: 'x-integration-key' },
    });
    const securityOf = (access: CallDefinition['access']) =>
      access === 'public'
        ? []
        : access === 'operator'
          ? [{ operatorKey: [] }]
          : isIntegrationAccess(access)
            ? [{ integrationKey: [] }]
            : undefined;
    const wrong = DOCUMENTED.filter(
      (call) =>
        JSON.stringify(operation(call).security) !== JSON.stringify(securityOf(call.access)),
    );
    expect(wrong.map((call) => `${call.method} ${call.path}`)).toEqual([]);
    expect(operation(DOCUMENTED.find((c) => c.path === '/pre/v0/auth-login')!).security).toEqual(
      [],
    );
  });

  it('documents a streamed upload: the file as its body in its media types, 202 and 415', () => {
    const upload = operation(importUploadCall) as unknown as {
      requestBody: { content: Record<string, { schema: object }> };
      responses: Record<string, unknown>;
    };
    expect(upload.requestBody.content).toEqual({
      'text/csv': { schema: { type: 'string', format: 'binary' } },
      'application/x-ndjson': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['202', '413', '415']));
  });

  it.each(named(DOCUMENTED.filter(answersFiles)))(
    '%s documents its file answer with the media types it sends',
    (_key, call) => {
      const content = operation(call).responses[String(call.status ?? 200)]!.content!;
      const files = fileMediaTypes(call.files ?? []);
      expect(files.length).toBeGreaterThan(0);
      const json = call.response === binaryBody ? [] : ['application/json'];
      expect(Object.keys(content).sort()).toEqual([...json, ...files].sort());
      for (const file of files)
        expect(content[file]!.schema).toEqual({ type: 'string', format: 'binary' });
    },
  );

  it('documents PDF, CSV and XLSX answers by their media types', () => {
    const typesOf = (path: string) =>
      Object.keys(doc.paths[path]!.get!.responses['200']!.content!).sort();
    expect(typesOf('/pre/v1/validador/cobertura-pdf/{contra}/{inte}')).toEqual(['application/pdf']);
    expect(typesOf('/pre/v1/usuarios/actividad/csv')).toEqual(['text/csv']);
    expect(typesOf('/pre/v1/informacion-util/planillas/{id}')).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it.each(named(DOCUMENTED.filter((call) => call.etag)))(
    '%s documents its ETag and the bodiless 304 a request holding it gets',
    (_key, call) => {
      const { responses } = operation(call);
      expect(responses['200']!.headers).toHaveProperty('etag');
      expect(responses['304']).toEqual({ description: expect.any(String) as string });
    },
  );

  it.each(named(DOCUMENTED.filter((call) => call.response === eventStreamBody)))(
    '%s documents a text/event-stream answer',
    (_key, call) => {
      expect(Object.keys(operation(call).responses['200']!.content!)).toEqual([
        'text/event-stream',
      ]);
    },
  );

  it('documents every error status in the one error shape, and Retry-After with a 429', () => {
    for (const call of DOCUMENTED) {
      const { responses } = operation(call);
      for (const status of ERROR_STATUSES.filter((s) => s !== 415 || call.body)) {
        expect(responses[String(status)]!.content).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } },
        });
      }
      expect(responses['429']!.headers).toHaveProperty('retry-after');
    }
  });
});
