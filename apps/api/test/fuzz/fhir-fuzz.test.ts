import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirRoutesOf } from '../../src/modules/fhir/server/fhir-server.ts';
import { expectOutcome, expectValidFhir, fhirTokenFor } from '../fhir.ts';
import { DEMO } from '../helpers.ts';
import { rowCounts } from '../row-counts.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10) * 10;

/** Hostile path segments and values: control characters, huge numbers, long text, FHIR-ish ids. */
const segment = fc.oneof(
  fc.constantFrom('30000001-1', '99999999-99', '0-0', '1e5', '%00', '..', '$submit', '-1', 'ñandú'),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.stringMatching(/^[A-Za-z0-9.-]{1,64}$/),
);

/** FHIR-shaped and shapeless bodies: the request resource broken in every member. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    resourceType: fc.constantFrom('CoverageEligibilityRequest', 'Patient', 'Bundle', 'Claim', ''),
    patient: fc.oneof(
      fc.record({ reference: fc.oneof(fc.constant('Patient/30000001-1'), fc.string()) }),
      fc.record({
        identifier: fc.record({ value: fc.oneof(fc.constant('30000001 1 01'), fc.string()) }),
      }),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    item: fc.oneof(
      fc.array(
        fc.record({
          productOrService: fc.record({
            coding: fc.array(
              fc.record({ code: fc.oneof(fc.constant('420101'), fc.string(), fc.integer()) }),
            ),
          }),
        }),
        { maxLength: 25 },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    id: fc.string({ maxLength: 80 }),
    purpose: fc.jsonValue({ maxDepth: 1 }),
  }),
);

describe('FHIR fuzz: no 5xx, every refusal an OperationOutcome, every resource valid', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await fhirTokenFor(t, DEMO.demo);
  });
  afterAll(() => t?.close());

  it(`draws ${RUNS} requests over the interactions`, async () => {
    const routes = fhirRoutesOf(t.app);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(segment, { minLength: 1, maxLength: 2 }),
        body,
        fc.constantFrom(
          'application/fhir+json',
          'application/json',
          'application/x-www-form-urlencoded',
          'text/xml',
        ),
        fc.dictionary(
          fc.constantFrom('identifier', '_format', '_count', 'x'),
          fc.string({ maxLength: 30 }),
        ),
        fc.boolean(),
        async (route, segments, payload, contentType, query, withToken) => {
          let index = 0;
          const path = route.url.replace(/:(\w+)/g, () => segments[index++ % segments.length]!);
          const before = route.method === 'GET' ? null : await rowCounts(t.db);
          const response = await t.inject({
            method: route.method,
            url: path,
            query,
            headers: {
              ...(withToken ? { authorization: `Bearer ${token}` } : {}),
              ...(route.method === 'GET' ? {} : { 'content-type': contentType }),
            },
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
          });
          expect(response.statusCode, `${route.method} ${path}: ${response.body}`).toBeLessThan(
            500,
          );
          if (response.statusCode >= 400) {
            expectOutcome(response.json());
            // A refused write changes nothing (the token endpoint's throttle counts attempts).
            if (before && !route.url.endsWith('/auth/token'))
              expect(await rowCounts(t.db)).toEqual(before);
          } else if (response.headers['content-type']?.startsWith('application/fhir+json')) {
            expectValidFhir(response.json());
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
