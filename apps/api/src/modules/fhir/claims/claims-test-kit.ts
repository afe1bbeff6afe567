import type { Bundle, ClaimResponse } from '@medplum/fhirtypes';
import { beforeAll, expect } from 'vitest';
import { priorAuthorizationBundle } from '@portal/domain/fhir/testing';
import { expectValidFhir, fhirTokenFor } from '../../../../test/fhir.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { twoProviderApp, type TestApp } from '../../../../test/test-app.ts';

/**
 * What the claims tests share: a PAS Bundle dated on the tests' clock (10/03/2026), a
 * FHIR client's headers, and the insurer's decision through the operator's call.
 */
export const OPERATOR_KEY = 'operator-key-for-fhir-claims-0123456789';

export const bundleOn = (options: Parameters<typeof priorAuthorizationBundle>[0] = {}) =>
  priorAuthorizationBundle({ orderDate: '2026-03-09', ...options });

/**
 * The claims tests' app of the describe block around it (the two demo providers, the operator's
 * key) and `token()`, demo@'s FHIR client's access token. Registering a client and exchanging its
 * assertion is the slow part: once, before the block's tests.
 */
export function claimsTestApp() {
  const ctx = twoProviderApp({ config: { operatorKey: OPERATOR_KEY } });
  let demoToken: Promise<string> | null = null;
  const token = () => (demoToken ??= fhirTokenFor(ctx.t, DEMO.demo));
  beforeAll(async () => {
    await token();
  }, 60_000);
  return { ctx, token };
}

/** A client's headers; `withBody` adds the media type of what it sends. */
export const fhirHeaders = (token: string, withBody = false) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/fhir+json',
  ...(withBody ? { 'content-type': 'application/fhir+json' } : {}),
});

export async function submit(t: TestApp, token: string, bundle: unknown) {
  return t.inject({
    method: 'POST',
    url: '/fhir/Claim/$submit',
    headers: fhirHeaders(token, true),
    payload: JSON.stringify(bundle),
  });
}

/** Submits and answers the ClaimResponse of the answer Bundle, checked valid. */
export async function submitted(t: TestApp, token: string, bundle: unknown = bundleOn()) {
  const response = await submit(t, token, bundle);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<Bundle>();
  expectValidFhir(answer);
  const claimResponse = answer.entry?.[0]?.resource as ClaimResponse;
  expectValidFhir(claimResponse);
  return claimResponse;
}

export async function decide(t: TestApp, nro: string, accion: string, mensaje = '') {
  const response = await t.inject({
    method: 'POST',
    url: `/pre/ops/autorizaciones/${nro}/decision`,
    headers: { 'x-operator-key': OPERATOR_KEY },
    payload: { accion, operador: 'Dra. Laura Fernández', mensaje },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function readResponse(t: TestApp, token: string, nro: string) {
  const response = await t.inject({
    method: 'GET',
    url: `/fhir/ClaimResponse/${nro}`,
    headers: fhirHeaders(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ClaimResponse>();
  expectValidFhir(body);
  return body;
}

export const reviewAction = (response: ClaimResponse) =>
  response.item?.[0]?.adjudication?.[0]?.reason?.coding?.[0]?.code;
