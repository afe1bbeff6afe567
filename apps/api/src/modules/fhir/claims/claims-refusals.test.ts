import { describe, expect, it } from 'vitest';
import { CLAIM_REQUEST_MESSAGES, CLAIM_SYSTEMS } from '@portal/domain/fhir';
import { AUTHORIZATION_MESSAGES } from '@portal/domain/authorizations';
import { writeLimitHits } from '../../../db/schema/core.ts';
import { BASE, MEDICAL } from '../../../../test/authorizations.ts';
import { expectOutcome, fhirTokenFor } from '../../../../test/fhir.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { rowCounts } from '../../../../test/row-counts.ts';
import { bundleOn, claimsTestApp, fhirHeaders, submit } from './claims-test-kit.ts';

describe('FHIR prior authorization: refusals write nothing', () => {
  const { ctx, token } = claimsTestApp();

  it.each([
    {
      name: 'not a Bundle',
      body: { resourceType: 'Claim' },
      status: 400,
      text: CLAIM_REQUEST_MESSAGES.notBundle,
    },
    {
      name: 'a claim for payment',
      body: bundleOn({ claim: { use: 'claim' } }),
      status: 400,
      text: CLAIM_REQUEST_MESSAGES.notPreauthorization,
    },
    {
      name: 'no order date',
      body: bundleOn({ drop: ['ServiceRequest'] }),
      status: 400,
      text: CLAIM_REQUEST_MESSAGES.orderDate,
    },
    {
      name: 'a quantity over the form’s limit (the contract’s message)',
      body: bundleOn({
        claim: {
          item: [
            {
              sequence: 1,
              productOrService: { coding: [{ system: CLAIM_SYSTEMS.nomenclator, code: '180106' }] },
              quantity: { value: 500 },
            },
          ],
        },
      }),
      status: 400,
      text: 'La cantidad',
    },
    {
      name: 'a retired affiliate (the filing service’s rule)',
      body: bundleOn({ affiliate: '30000002 1 01' }),
      status: 422,
      text: 'Baja',
    },
    {
      name: 'an affiliate that does not exist',
      body: bundleOn({ affiliate: '99999999 9 99' }),
      status: 422,
      text: '',
    },
    {
      name: 'a service not in the nomenclator',
      body: bundleOn({
        claim: {
          item: [
            {
              sequence: 1,
              productOrService: { coding: [{ system: CLAIM_SYSTEMS.nomenclator, code: '123456' }] },
            },
          ],
        },
      }),
      status: 400,
      text: AUTHORIZATION_MESSAGES.unknownService(123456),
    },
    {
      name: 'another provider’s place',
      body: bundleOn({ place: 1 }),
      status: 400,
      text: AUTHORIZATION_MESSAGES.unknownPlace,
    },
    {
      name: 'a diagnosis not in the catalogue',
      body: bundleOn({
        claim: {
          diagnosis: [
            {
              sequence: 1,
              diagnosisCodeableConcept: {
                coding: [{ system: CLAIM_SYSTEMS.icd10, code: 'Z99.99X' }],
              },
            },
          ],
        },
      }),
      status: 400,
      text: AUTHORIZATION_MESSAGES.unknownDiagnosis,
    },
    {
      name: 'an order date in the future',
      body: bundleOn({ orderDate: '2026-12-31' }),
      status: 400,
      text: '',
    },
    {
      name: 'another provider named in the Claim',
      body: bundleOn({ provider: 200001 }),
      status: 404,
      text: '',
    },
    { name: 'a body that is no JSON object', body: '[1, 2', status: 400, text: '' },
  ])('$name → $status OperationOutcome', async ({ body, status, text }) => {
    const fhirToken = await token();
    const before = await rowCounts(ctx.t.db);
    const response = await ctx.t.inject({
      method: 'POST',
      url: '/fhir/Claim/$submit',
      headers: fhirHeaders(fhirToken, true),
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBe(status);
    const issue = expectOutcome(response.json());
    expect(issue.diagnostics).toContain(text);
    expect(await rowCounts(ctx.t.db)).toEqual(before);
  });

  it('a client acting as a sub-user without the authorizations module files and reads nothing', async () => {
    const desk = await fhirTokenFor(ctx.t, DEMO.subusuario);
    const before = await rowCounts(ctx.t.db);
    const filing = await submit(ctx.t, desk, bundleOn());
    expect(filing.statusCode).toBe(403);
    expectOutcome(filing.json(), 'forbidden');
    const search = await ctx.t.inject({
      method: 'GET',
      url: '/fhir/ClaimResponse',
      headers: fhirHeaders(desk),
    });
    expect(search.statusCode).toBe(403);
    expect(await rowCounts(ctx.t.db)).toEqual(before);
  });

  it('a token without Claim.write cannot submit', async () => {
    const readOnly = await fhirTokenFor(ctx.t, DEMO.demo, ['system/ClaimResponse.read']);
    const response = await submit(ctx.t, readOnly, bundleOn());
    expect(response.statusCode).toBe(403);
    expectOutcome(response.json());
  });

  it('shares the web filing’s limit: a provider whose window is full is refused at both doors', async () => {
    const fhirToken = await token();
    const now = ctx.t.clock.now();
    await ctx.t.db.insert(writeLimitHits).values(
      Array.from({ length: 150 }, () => ({
        key: 'authorizations:filing:provider:100001',
        at: now,
      })),
    );
    const before = await rowCounts(ctx.t.db);
    const response = await submit(ctx.t, fhirToken, bundleOn());
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expectOutcome(response.json(), 'throttled');
    const web = await ctx.t.inject({
      method: 'POST',
      url: `${BASE}/autorizacion`,
      headers: ctx.demo,
      payload: MEDICAL,
    });
    expect(web.statusCode).toBe(429);
    expect(await rowCounts(ctx.t.db)).toEqual(before);
  });
});
