import fc from 'fast-check';
import type { Resource } from '@medplum/fhirtypes';
import { expect, it } from 'vitest';
import { demoProviderApp } from '../test-app.ts';
import { fhirProblems } from '../fhir.ts';
import { rowCounter } from './table-counts.ts';

/*
 * The FHIR directory's interactions (ADR 0067) fuzzed as the contract fuzz does the portal's
 * calls: searches with Plan-Net's parameters and others, valid, boundary and hostile values,
 * repeated or not, and reads of any id. No answer is a 5xx, each is FHIR JSON (a valid Bundle
 * or resource, or an OperationOutcome), and nothing is written: the directory only reads.
 * FUZZ_RUNS requests per interaction (default 10; 1000 for the deep pass).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const ctx = demoProviderApp();

const NAMES = [
  'specialty',
  'service-category',
  'location.address-city',
  'location.near',
  'practitioner.name',
  'organization.name',
  '_count',
  '_offset',
  '_include',
  '_format',
  'name',
  '_id',
  'family',
  'given',
  'address-city',
  'near',
  'organization',
  '',
  '\u0000',
  '\ud800x',
];
const VALUES = fc.oneof(
  fc.constantFrom(
    '1',
    '101',
    '201',
    'emerg',
    'prov',
    'Palermo',
    '-34.5889|-58.4305|40|km',
    '-34.5|-58.4|1|[mi_us]',
    '0|0|0|km',
    '91|0',
    'PractitionerRole:practitioner',
    'HealthcareService:location',
    'urn:portal-prestadores:especialidad|3',
    '|101',
    '50',
    '51',
    '-1',
    '30000',
    '1e3',
    'json',
    '\u0000',
    '\ud800',
    "' or 1=1 --",
    '%',
    '_',
    'ñandú Ü 😀',
    'Organization/100001',
    'Practitioner/200001',
    '100001,200001,abc',
    ',,,',
  ),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
);
const queryArbitrary = fc.array(fc.tuple(fc.constantFrom(...NAMES), VALUES), { maxLength: 5 });
const TYPES = ['PractitionerRole', 'HealthcareService', 'Practitioner', 'Organization', 'Location'];
const idArbitrary = fc.oneof(
  fc.constantFrom(
    '1001-1',
    '1001-3',
    '2001-101',
    '100001',
    '200001',
    '1001',
    '0',
    '1-1-1',
    '\u0000',
    '\ufffd',
    'x'.repeat(70),
  ),
  fc.string({ minLength: 1, maxLength: 30 }),
);

async function expectFhirAnswer(url: string, type: string) {
  const response = await ctx.t.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBeLessThan(500);
  expect(response.headers['content-type'], url).toMatch(/^application\/fhir\+json/);
  const body = response.json<Resource>();
  expect(fhirProblems(body), url).toEqual([]);
  if (response.statusCode === 200) expect([type, 'Bundle'], url).toContain(body.resourceType);
  else expect(body.resourceType, url).toBe('OperationOutcome');
}

it(
  'searches with any parameters: no 5xx, FHIR JSON, nothing written',
  async () => {
    const count = rowCounter(ctx.t.db);
    const before = await count();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TYPES), queryArbitrary, async (type, pairs) => {
        const query = new URLSearchParams(pairs).toString();
        await expectFhirAnswer(`/fhir/${type}?${query}`, type);
      }),
      { numRuns: RUNS * 8 },
    );
    expect(await count()).toEqual(before);
  },
  30_000 + RUNS * 1_000,
);

it(
  'reads any id of the five types: no 5xx, FHIR JSON, nothing written',
  async () => {
    const count = rowCounter(ctx.t.db);
    const before = await count();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TYPES), idArbitrary, async (type, id) => {
        await expectFhirAnswer(`/fhir/${type}/${encodeURIComponent(id)}`, type);
      }),
      { numRuns: RUNS * 5 },
    );
    expect(await count()).toEqual(before);
  },
  30_000 + RUNS * 1_000,
);
