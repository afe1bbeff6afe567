import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FHIR_SCOPES } from '@portal/contracts';
import { fhirRoutesOf, type FhirRoute } from '../../src/modules/fhir/server/fhir-server.ts';
import { moduleOf } from '../../src/modules/fhir/server/resource-modules.ts';
import {
  expectOutcome,
  fhirTokenFor,
  registerTestFhirClient,
  requestToken,
  signAssertion,
} from '../fhir.ts';
import { DEMO } from '../helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * The FHIR interface's matrix: every protected interaction × the callers the portal's matrix
 * knows that reach it (no token, a forged one, a portal session's token, a client whose user
 * lacks the module, a revoked client's token, a token without the scope), each an OperationOutcome
 * with its status; public interactions answer without a token. The interactions come from the
 * routes the app registered, so a group's new route is tried the day it lands.
 */
describe('FHIR matrix: every interaction × every caller', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    tokens.full = await fhirTokenFor(t, DEMO.demo);
    tokens.forged = `${tokens.full.slice(0, -6)}AAAAAA`;
    tokens.portal = (await t.login(DEMO.demo)).token;
    tokens.billing = await fhirTokenFor(t, 'facturacion@prestadores.test');
    tokens.subUser = await fhirTokenFor(t, DEMO.subusuario);
    tokens.noScope = await fhirTokenFor(t, DEMO.demo, ['system/ExplanationOfBenefit.read']);
    const revoked = await registerTestFhirClient(t, DEMO.demo, FHIR_SCOPES);
    tokens.revoked = (await requestToken(t, await signAssertion(t, revoked))).json<{
      access_token: string;
    }>().access_token;
    const admin = await t.login(DEMO.demo);
    await t.inject({
      method: 'DELETE',
      url: `/pre/v1/fhir/clientes/${revoked.clientId}`,
      headers: admin.headers,
    });
  });
  afterAll(() => t?.close());

  /**
   * A client bound to a demo sub-user without the route's module: facturacion@ has only
   * settlements and payments, subusuario@ only the validation and Mis datos (DEMO-DATA.md).
   */
  const lacking = (module: string) =>
    module.startsWith('consulta-de-facturas') || module === 'consulta-de-liquidacion'
      ? tokens.subUser
      : tokens.billing;

  const path = (route: FhirRoute) => route.url.replace(/:(\w+)/g, '30000001-1');
  const call = (route: FhirRoute, token?: string) =>
    t.inject({
      method: route.method,
      url: path(route),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(route.method === 'GET' ? {} : { 'content-type': 'application/fhir+json' }),
      },
      ...(route.method === 'GET' ? {} : { payload: '{}' }),
    });

  it('finds the interactions (metadata, the token endpoint and the groups’ routes)', () => {
    const routes = fhirRoutesOf(t.app).map((route) => `${route.method} ${route.url}`);
    expect(routes).toContain('GET /fhir/metadata');
    expect(routes).toContain('POST /fhir/auth/token');
    expect(routes).toContain('GET /fhir/Patient/:id');
    expect(routes).toContain('POST /fhir/CoverageEligibilityRequest');
    expect(routes).toContain('GET /fhir/PaymentReconciliation/liquidacion-:expediente');
  });

  it('every protected interaction refuses each caller with its OperationOutcome', async () => {
    const protectedRoutes = fhirRoutesOf(t.app).filter((route) => !('public' in route.access));
    expect(protectedRoutes.length).toBeGreaterThan(0);
    const cells: string[] = [];
    for (const route of protectedRoutes) {
      // The key of the call as sent here, with no query (a search's default kind).
      const module = moduleOf(route.access, {}) ?? undefined;
      const expected: [string, string | undefined, number][] = [
        ['no token', undefined, 401],
        ['forged token', tokens.forged, 401],
        ["a portal session's token", tokens.portal, 401],
        ["a revoked client's token", tokens.revoked, 401],
        ['a token without the scope', tokens.noScope, 403],
        ...(module
          ? [
              ['a client of a sub-user without the module', lacking(module), 403] as [
                string,
                string,
                number,
              ],
            ]
          : []),
      ];
      for (const [caller, token, status] of expected) {
        const response = await call(route, token);
        expect(response.statusCode, `${route.method} ${route.url} × ${caller}`).toBe(status);
        expectOutcome(response.json(), status === 401 ? 'login' : 'forbidden');
        cells.push(`${route.method} ${route.url} × ${caller}`);
      }
    }
    expect(cells.length).toBeGreaterThanOrEqual(protectedRoutes.length * 5);
  });

  it('public interactions answer without a token', async () => {
    for (const route of fhirRoutesOf(t.app).filter(
      (one) => 'public' in one.access && one.method === 'GET',
    )) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
