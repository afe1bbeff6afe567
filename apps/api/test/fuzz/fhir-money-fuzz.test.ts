import fc from 'fast-check';
import type { Resource } from '@medplum/fhirtypes';
import { expect, it } from 'vitest';
import { DEMO } from '../helpers.ts';
import { fhirProblems, fhirTokenFor } from '../fhir.ts';
import { demoProviderApp } from '../test-app.ts';
import { rowCounter } from './table-counts.ts';

/*
 * The FHIR money interactions (ADR 0067, 0072) fuzzed with demo@'s client: payment searches with
 * `created` in any form and other parameters, settlement searches (the settlements' identifier)
 * with `period` in any form, reads of any id, a payment's or a settlement's. No 5xx, FHIR JSON
 * that validates, nothing written (reads only). FUZZ_RUNS requests per interaction (default 10).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const ctx = demoProviderApp();

const SETTLEMENTS = 'urn:portal-prestadores:liquidacion|';
const NAMES = [
  'created',
  'identifier',
  'period',
  '_count',
  '_offset',
  'status',
  '_format',
  '',
  '\u0000',
  '\ud800x',
];
const VALUES = fc.oneof(
  fc.constantFrom(
    'ge2025-10-01',
    'le2025-12-31',
    'gt2026-01-01',
    'lt2025-01-01',
    'eq2026-01-14',
    '2026-02-30',
    'ge2000-01-01',
    'ne2026-01-01',
    'ge2026-01-01T00:00:00Z',
    'ge2025-06',
    'le2026-02',
    '2026-13',
    'gt2999-12',
    SETTLEMENTS,
    `${SETTLEMENTS}1100024`,
    `${SETTLEMENTS}99999999999`,
    `${SETTLEMENTS}-1`,
    'urn:portal-prestadores:orden-de-pago|',
    '5',
    '50',
    '0',
    '-1',
    'json',
    '\u0000',
    "' or 1=1 --",
  ),
  fc.string({ maxLength: 30 }),
);
const idArbitrary = fc.oneof(
  fc.integer({ min: -5, max: 5_000 }).map(String),
  fc.constantFrom('\u0000', '\ufffd', '%', 'liquidacion-', 'liquidacion-1100024'),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc
    .oneof(fc.integer({ min: -5, max: 3_000_000_000 }).map(String), fc.string({ maxLength: 20 }))
    .map((rest) => `liquidacion-${rest}`),
);

async function expectFhirAnswer(url: string, token: string) {
  const response = await ctx.t.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, url).toBeLessThan(500);
  expect(response.headers['content-type'], url).toMatch(/^application\/fhir\+json/);
  const body = response.json<Resource>();
  expect(fhirProblems(body), url).toEqual([]);
  const expected =
    response.statusCode === 200 ? ['Bundle', 'PaymentReconciliation'] : ['OperationOutcome'];
  expect(expected, url).toContain(body.resourceType);
}

it(
  'searches and reads with any input: no 5xx, FHIR JSON, nothing written',
  async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, ['system/PaymentReconciliation.read']);
    const count = rowCounter(ctx.t.db);
    const before = await count();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...NAMES), VALUES), { maxLength: 4 }),
        async (pairs) => {
          await expectFhirAnswer(
            `/fhir/PaymentReconciliation?${new URLSearchParams(pairs).toString()}`,
            token,
          );
        },
      ),
      { numRuns: RUNS * 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...NAMES), VALUES), { maxLength: 4 }),
        async (pairs) => {
          await expectFhirAnswer(
            `/fhir/PaymentReconciliation?${new URLSearchParams([['identifier', SETTLEMENTS], ...pairs]).toString()}`,
            token,
          );
        },
      ),
      { numRuns: RUNS * 4 },
    );
    await fc.assert(
      fc.asyncProperty(idArbitrary, async (id) => {
        await expectFhirAnswer(`/fhir/PaymentReconciliation/${encodeURIComponent(id)}`, token);
      }),
      { numRuns: RUNS * 4 },
    );
    expect(await count()).toEqual(before);
  },
  30_000 + RUNS * 1_000,
);
