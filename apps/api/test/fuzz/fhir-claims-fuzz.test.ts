import fc from 'fast-check';
import type { Resource } from '@medplum/fhirtypes';
import { expect, it } from 'vitest';
import { CLAIM_SYSTEMS } from '@portal/domain/fhir';
import { priorAuthorizationBundle } from '@portal/domain/fhir/testing';
import { DEMO } from '../helpers.ts';
import { fhirProblems, fhirTokenFor } from '../fhir.ts';
import { demoProviderApp } from '../test-app.ts';
import { rowCounter } from './table-counts.ts';

/*
 * Prior authorization through FHIR (ADR 0066) fuzzed as the contract fuzz does the portal's
 * calls: $submit with mangled PAS Bundles and hostile JSON, the ClaimResponse search with any
 * parameters, reads of any id, Subscriptions of any shape. No answer is a 5xx, each is valid FHIR
 * JSON, and a refused request writes nothing. FUZZ_RUNS requests per interaction (default 10).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const ctx = demoProviderApp();
let demoToken: Promise<string> | null = null;
const token = () => (demoToken ??= fhirTokenFor(ctx.t, DEMO.demo));

const HOSTILE = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    '\ud800',
    "' or 1=1 --",
    'x'.repeat(5000),
    '1e5',
    '-1',
    '2026-02-30',
    '30000002 1 01',
    '99999999 9 99',
    '999999999999',
    'Patient/30000001-1',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
);
const ANY = fc.oneof(
  HOSTILE,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.object(),
);

/** The valid Bundle with one of its elements replaced, or something else altogether. */
const bundleArbitrary = fc.oneof(
  fc
    .record({
      affiliate: HOSTILE,
      place: fc.integer({ min: -5, max: 2_000_000_000 }),
      provider: fc.integer({ min: 0, max: 999_999 }),
      orderDate: HOSTILE,
      code: HOSTILE,
      quantity: ANY,
    })
    .map(({ code, quantity, ...options }) =>
      priorAuthorizationBundle({
        ...options,
        claim: {
          item: [
            {
              sequence: 1,
              productOrService: { coding: [{ system: CLAIM_SYSTEMS.nomenclator, code }] },
              quantity: { value: quantity as number },
            },
          ],
        },
      }),
    ),
  fc
    .record({
      key: fc.constantFrom(
        'use',
        'patient',
        'facility',
        'item',
        'supportingInfo',
        'diagnosis',
        'subType',
        'referral',
        'insurance',
      ),
      value: ANY,
    })
    .map(({ key, value }) => priorAuthorizationBundle({ claim: { [key]: value } })),
  fc.jsonValue(),
);

async function expectFhirAnswer(
  answer: { statusCode: number; body: string; headers: Record<string, unknown> },
  what: string,
) {
  expect(answer.statusCode, what).toBeLessThan(500);
  expect(String(answer.headers['content-type']), what).toMatch(/^application\/fhir\+json/);
  if (answer.statusCode === 204) return;
  const body = JSON.parse(answer.body) as Resource;
  expect(fhirProblems(body), what).toEqual([]);
  if (answer.statusCode >= 400) expect(body.resourceType, what).toBe('OperationOutcome');
}

it('$submit with any Bundle or JSON: no 5xx, FHIR JSON, a refusal writes nothing', async () => {
  const headers = {
    authorization: `Bearer ${await token()}`,
    'content-type': 'application/fhir+json',
  };
  const count = rowCounter(ctx.t.db);
  await fc.assert(
    fc.asyncProperty(bundleArbitrary, async (bundle) => {
      const before = await count();
      const payload = JSON.stringify(bundle) ?? 'null';
      const answer = await ctx.t.inject({
        method: 'POST',
        url: '/fhir/Claim/$submit',
        headers,
        payload,
      });
      await expectFhirAnswer(answer, payload.slice(0, 300));
      if (answer.statusCode >= 400) expect(await count()).toEqual(before);
    }),
    { numRuns: RUNS * 5 },
  );
}, 180_000);

it('searches and reads with anything: no 5xx, FHIR JSON, nothing written', async () => {
  const headers = { authorization: `Bearer ${await token()}` };
  const count = rowCounter(ctx.t.db);
  const before = await count();
  const names = fc.constantFrom(
    'request',
    'patient',
    '_lastUpdated',
    '_count',
    '_format',
    'status',
    '',
  );
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(names, HOSTILE), { maxLength: 4 }),
      fc.constantFrom('ClaimResponse', 'Claim', 'Subscription'),
      HOSTILE,
      async (pairs, type, id) => {
        const search = `/fhir/ClaimResponse?${new URLSearchParams(pairs).toString()}`;
        await expectFhirAnswer(await ctx.t.inject({ method: 'GET', url: search, headers }), search);
        const read = `/fhir/${type}/${encodeURIComponent(id.replace(/[\ud800-\udfff]/g, '\ufffd') || '0')}`;
        await expectFhirAnswer(await ctx.t.inject({ method: 'GET', url: read, headers }), read);
      },
    ),
    { numRuns: RUNS * 5 },
  );
  expect(await count()).toEqual(before);
}, 180_000);

it('Subscriptions of any shape: no 5xx, FHIR JSON, a refusal writes nothing', async () => {
  const headers = {
    authorization: `Bearer ${await token()}`,
    'content-type': 'application/fhir+json',
  };
  const count = rowCounter(ctx.t.db);
  const subscription = fc.record({
    resourceType: fc.constantFrom('Subscription', 'Patient'),
    criteria: HOSTILE,
    end: fc.option(HOSTILE, { nil: undefined }),
    channel: fc.record({
      type: fc.constantFrom('rest-hook', 'websocket', 'email', ''),
      endpoint: fc.oneof(HOSTILE, fc.webUrl()),
      payload: fc.option(fc.constantFrom('application/fhir+json', 'application/fhir+xml'), {
        nil: undefined,
      }),
      header: fc.option(fc.array(HOSTILE, { maxLength: 7 }), { nil: undefined }),
    }),
  });
  await fc.assert(
    fc.asyncProperty(fc.oneof(subscription, fc.jsonValue()), async (body) => {
      const before = await count();
      const payload = JSON.stringify(body) ?? 'null';
      const answer = await ctx.t.inject({
        method: 'POST',
        url: '/fhir/Subscription',
        headers,
        payload,
      });
      await expectFhirAnswer(answer, payload.slice(0, 300));
      if (answer.statusCode >= 400) expect(await count()).toEqual(before);
    }),
    { numRuns: RUNS * 3 },
  );
}, 180_000);
