import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CoverageEligibilityResponse } from '@medplum/fhirtypes';
import type { AffiliateValidationResponse } from '@portal/contracts';
import { ELIGIBILITY_MESSAGES, MODALITY_EXTENSION, SERVICE_CODE_SYSTEM } from '@portal/domain/fhir';
import { auditLog } from '../../../db/schema/core.ts';
import { expectOutcome, expectValidFhir, fhirTokenFor } from '../../../../test/fhir.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

const request = (affiliate: string, services: string[] = []) => ({
  resourceType: 'CoverageEligibilityRequest',
  id: 'pedido-1',
  status: 'active',
  purpose: ['validation', 'benefits'],
  patient: { identifier: { value: affiliate } },
  created: '2026-11-29',
  insurer: { display: 'Prepaga' },
  item: services.map((code) => ({
    productOrService: { coding: [{ system: SERVICE_CODE_SYSTEM, code }] },
  })),
});

describe('CoverageEligibilityRequest: the portal’s validation and coverage check', () => {
  const ctx = demoProviderApp();
  const submit = async (payload: unknown, token?: string) =>
    ctx.t.inject({
      method: 'POST',
      url: '/fhir/CoverageEligibilityRequest',
      headers: {
        authorization: `Bearer ${token ?? (await fhirTokenFor(ctx.t, DEMO.demo))}`,
        'content-type': 'application/fhir+json',
      },
      payload: JSON.stringify(payload),
    });
  /** What the portal's own validator answers the same number (its §5 message). */
  const portalAnswer = async (contra: number, middle: number, inte: number) =>
    (
      await ctx.t.inject({
        method: 'POST',
        url: '/pre/v1/validador/100001/afiliado',
        headers: ctx.demo,
        payload: { contra, middle, inte, validador: 'web' },
      })
    ).json<AffiliateValidationResponse>();

  it('a valid affiliate: in force, each service with its modality and decision', async () => {
    const response = await submit(request('30000001 1 01', ['420101', '180106']));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CoverageEligibilityResponse>();
    expectValidFhir(body);
    expect(body).toMatchObject({
      outcome: 'complete',
      patient: { reference: 'Patient/30000001-1' },
      request: { reference: 'CoverageEligibilityRequest/pedido-1' },
      purpose: ['benefits', 'validation'],
    });
    expect(body.error).toBeUndefined();
    const items = body.insurance?.[0]?.item ?? [];
    expect(items.map((item) => item.productOrService?.coding?.[0]?.code)).toEqual([
      '420101',
      '180106',
    ]);
    expect(
      items.map((item) => item.extension?.find((e) => e.url === MODALITY_EXTENSION)?.valueCode),
    ).toEqual(['AP', 'AM']);
    expect(items[1]?.authorizationRequired).toBe(true);
  });

  it.each([
    ['retired (Baja)', '30000002 1 01', 30000002, 1, 1],
    ['that does not exist', '99999999 9 99', 99999999, 9, 99],
    ['with a stale middle part', '30000001 9 01', 30000001, 9, 1],
  ])(
    'an affiliate %s: the §5 message of the portal, as the error',
    async (_name, number, contra, middle, inte) => {
      const portal = await portalAnswer(contra, middle, inte);
      expect(portal.isValid).toBe(false);
      const body = (await submit(request(number, ['420101']))).json<CoverageEligibilityResponse>();
      expectValidFhir(body);
      expect(body.outcome).toBe('error');
      expect(body.error?.[0]?.code.text).toBe(portal.mensaje);
      expect(body.disposition).toBe(portal.mensaje);
      expect(body.insurance).toBeUndefined();
    },
  );

  it('records the validation in the team’s activity, as the portal does', async () => {
    const validations = async () =>
      (
        await ctx.t.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.action, 'affiliate.validation'), eq(auditLog.providerId, 100001)))
      )[0]!.n;
    const before = await validations();
    expect((await submit(request('30000001 1 01'))).statusCode).toBe(200);
    expect(await validations()).toBe(before + 1);
  });

  it.each([
    ['another resource', { resourceType: 'Patient' }, ELIGIBILITY_MESSAGES.notARequest],
    ['no patient', { ...request('x'), patient: undefined }, ELIGIBILITY_MESSAGES.noPatient],
    [
      'a patient of another system',
      { ...request('x'), patient: { identifier: { system: 'urn:x', value: '30000001 1 01' } } },
      ELIGIBILITY_MESSAGES.noPatient,
    ],
    [
      'a service that is no code',
      request('30000001 1 01', ['abc']),
      ELIGIBILITY_MESSAGES.badService,
    ],
    [
      '21 services',
      request(
        '30000001 1 01',
        Array.from({ length: 21 }, () => '420101'),
      ),
      ELIGIBILITY_MESSAGES.tooManyItems,
    ],
  ])('answers 400 to %s', async (_name, payload, message) => {
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(expectOutcome(response.json(), 'invalid').diagnostics).toBe(message);
  });

  it('answers 400 to a body that is no JSON', async () => {
    const response = await ctx.t.inject({
      method: 'POST',
      url: '/fhir/CoverageEligibilityRequest',
      headers: {
        authorization: `Bearer ${await fhirTokenFor(ctx.t, DEMO.demo)}`,
        'content-type': 'application/fhir+json',
      },
      payload: '{"resourceType":',
    });
    expect(response.statusCode).toBe(400);
    expectOutcome(response.json(), 'invalid');
  });
});
