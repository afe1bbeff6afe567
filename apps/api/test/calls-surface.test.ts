import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, ERROR_STATUSES, needsWriteLimit } from '@portal/contracts';
import { appWithoutDatabase } from './no-database.ts';

type OpenApiOperation = { tags?: string[]; summary?: string; responses: Record<string, unknown> };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** `/pre/v1/modulos/:id` as OpenAPI writes it: `/pre/v1/modulos/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the contracts own every /pre call (ALL_CALLS is the API, and the API is ALL_CALLS)', () => {
  // Routes and their documentation are built without SQL: no database is opened for them.
  let app: Awaited<ReturnType<typeof appWithoutDatabase>>;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    app = await appWithoutDatabase();
    doc = (await app.inject({ method: 'GET', url: '/pre/docs' })).json<OpenApiDocument>();
  });
  afterAll(() => app.close());

  it('defines each call once', () => {
    const keys = ALL_CALLS.map((call) => `${call.method} ${call.path}`);
    expect(keys.length).toBeGreaterThan(60);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ALL_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s is a route, documented with its tag, summary and every error status it may answer',
    (_key, call) => {
      expect(app.hasRoute({ method: call.method, url: call.path })).toBe(true);
      const operation = doc.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      if (call.hide) return expect(operation).toBeUndefined();
      expect(operation).toMatchObject({ tags: [call.tag], summary: call.summary });
      // 415 (a body in another format) only where the call reads a body.
      const statuses = ERROR_STATUSES.filter((status) => status !== 415 || call.body);
      expect(Object.keys(operation!.responses)).toEqual(
        expect.arrayContaining(statuses.map(String)),
      );
    },
  );

  it('documents no /pre operation that is not a call of the contracts', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const defined = ALL_CALLS.filter((call) => !call.hide).map(
      (call) => `${call.method} ${openApiPath(call.path)}`,
    );
    expect(documented.sort()).toEqual(defined.sort());
  });

  // docs/decisions/0046: a write made in a session declares how fast it may come; public writes
  // have their throttles (docs/decisions/0003) and the insurer's operators are not limited.
  it('every write made in a session declares its limit', () => {
    const unlimited = ALL_CALLS.filter((call) => needsWriteLimit(call) && !call.limit);
    expect(unlimited.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it('no call declares a limit that could not be counted (no session: public, operator, a read)', () => {
    const uncounted = ALL_CALLS.filter((call) => call.limit && !needsWriteLimit(call));
    expect(uncounted.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });
});
