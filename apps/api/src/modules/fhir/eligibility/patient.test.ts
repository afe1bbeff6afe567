import { describe, expect, it } from 'vitest';
import type { Bundle, Coverage, Patient } from '@medplum/fhirtypes';
import { AFFILIATE_NUMBER_SYSTEM, FHIR_MESSAGES } from '@portal/domain/fhir';
import {
  expectOutcome,
  expectValidFhir,
  fhirTokenFor,
  registerTestFhirClient,
  requestToken,
  signAssertion,
} from '../../../../test/fhir.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('Patient and Coverage: the affiliates a client’s user may validate', () => {
  const ctx = demoProviderApp();
  const get = (url: string, token: string) =>
    ctx.t.inject({ method: 'GET', url, headers: bearer(token) });

  it('reads a valid affiliate as Patient and Coverage, both valid R4', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo);
    const patient = await get('/fhir/Patient/30000001-1', token);
    expect(patient.statusCode, patient.body).toBe(200);
    expect(patient.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    const body = patient.json<Patient>();
    expectValidFhir(body);
    expect(body).toMatchObject({ id: '30000001-1', active: true });
    expect(body.name?.[0]).toMatchObject({ family: 'Pérez', given: ['Juan'] });
    const coverage = (await get('/fhir/Coverage/30000001-1', token)).json<Coverage>();
    expectValidFhir(coverage);
    expect(coverage).toMatchObject({
      status: 'active',
      beneficiary: { reference: 'Patient/30000001-1' },
    });
    expect(coverage.class?.[0]?.value).toBe('310');
  });

  it('shows a retired affiliate (Baja) as inactive and its coverage cancelled', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, [
      'system/Patient.read',
      'system/Coverage.read',
    ]);
    const patient = (await get('/fhir/Patient/30000002-1', token)).json<Patient>();
    expectValidFhir(patient);
    expect(patient.active).toBe(false);
    const coverage = (await get('/fhir/Coverage/30000002-1', token)).json<Coverage>();
    expectValidFhir(coverage);
    expect(coverage.status).toBe('cancelled');
  });

  it.each(['99999999-99', 'nada', '0-1'])('answers 404 to Patient/%s', async (id) => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, ['system/Patient.read']);
    const response = await get(`/fhir/Patient/${id}`, token);
    expect(response.statusCode).toBe(404);
    expect(expectOutcome(response.json(), 'not-found').diagnostics).toBe(FHIR_MESSAGES.notFound);
  });

  it('searches by the affiliate number; another system or number matches nothing', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, [
      'system/Patient.read',
      'system/Coverage.read',
    ]);
    const found = (
      await get(
        `/fhir/Patient?identifier=${encodeURIComponent(`${AFFILIATE_NUMBER_SYSTEM}|30000001 1 01`)}`,
        token,
      )
    ).json<Bundle>();
    expectValidFhir(found);
    expect(found.total).toBe(1);
    expect(found.entry?.[0]?.resource).toMatchObject({ resourceType: 'Patient', id: '30000001-1' });
    const coverage = (
      await get('/fhir/Coverage?identifier=30000001%201%2001', token)
    ).json<Bundle>();
    expectValidFhir(coverage);
    expect(coverage.entry?.[0]?.resource?.resourceType).toBe('Coverage');
    const other = (
      await get('/fhir/Patient?identifier=http://www.renaper.gob.ar/dni|20123456', token)
    ).json<Bundle>();
    expectValidFhir(other);
    expect(other.total).toBe(0);
    const none = await get('/fhir/Patient', token);
    expect(none.statusCode).toBe(400);
    expect(expectOutcome(none.json(), 'invalid').diagnostics).toBe(
      FHIR_MESSAGES.searchNeedsIdentifier,
    );
  });

  it('refuses no token, a forged token and a portal session token with 401', async () => {
    const noToken = await ctx.t.inject({ method: 'GET', url: '/fhir/Patient/30000001-1' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.headers['www-authenticate']).toMatch(/^Bearer/);
    expectOutcome(noToken.json(), 'login');
    const real = await fhirTokenFor(ctx.t, DEMO.demo, ['system/Patient.read']);
    const forged = `${real.slice(0, -4)}AAAA`;
    expect((await get('/fhir/Patient/30000001-1', forged)).statusCode).toBe(401);
    const portal = ctx.demo.authorization!.slice('Bearer '.length);
    const response = await get('/fhir/Patient/30000001-1', portal);
    expect(response.statusCode).toBe(401);
    expectOutcome(response.json(), 'login');
  });

  it('refuses a token without the resource’s scope with 403', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, ['system/Coverage.read']);
    const response = await get('/fhir/Patient/30000001-1', token);
    expect(response.statusCode).toBe(403);
    expect(expectOutcome(response.json(), 'forbidden').diagnostics).toBe(
      FHIR_MESSAGES.scopeMissing,
    );
  });

  it('bounds a client by its user’s modules: a sub-user without Validar afiliado reads nothing', async () => {
    const billing = await fhirTokenFor(ctx.t, 'facturacion@prestadores.test');
    const refused = await get('/fhir/Patient/30000001-1', billing);
    expect(refused.statusCode).toBe(403);
    expect(expectOutcome(refused.json(), 'forbidden').diagnostics).toBe(FHIR_MESSAGES.noPermission);
    const desk = await fhirTokenFor(ctx.t, DEMO.subusuario);
    expect((await get('/fhir/Patient/30000001-1', desk)).statusCode).toBe(200);
  });
});

describe('revoking or expiry cut a live token at once, guard cache on', () => {
  const ctx = demoProviderApp({ config: { guardCacheMs: 60_000 } });
  const get = (token: string) =>
    ctx.t.inject({ method: 'GET', url: '/fhir/Patient/30000001-1', headers: bearer(token) });

  it('the admin revokes the client: its token is refused on the next request', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo, ['system/Patient.read']);
    const token = (await requestToken(ctx.t, await signAssertion(ctx.t, client))).json<{
      access_token: string;
    }>().access_token;
    expect((await get(token)).statusCode).toBe(200);
    const revoke = await ctx.t.inject({
      method: 'DELETE',
      url: `/pre/v1/fhir/clientes/${client.clientId}`,
      headers: ctx.demo,
    });
    expect(revoke.statusCode).toBe(200);
    const response = await get(token);
    expect(response.statusCode).toBe(401);
    expectOutcome(response.json(), 'login');
  });

  it('an expired token is refused', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, ['system/Patient.read']);
    expect((await get(token)).statusCode).toBe(200);
    ctx.t.clock.advance(301_000);
    expect((await get(token)).statusCode).toBe(401);
  });
});
