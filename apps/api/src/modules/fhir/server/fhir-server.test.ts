import type { CapabilityStatement } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { FHIR_SCOPES } from '@portal/contracts';
import { OAUTH_URIS_EXTENSION } from '@portal/domain/fhir';
import { expectOutcome, expectValidFhir } from '../../../../test/fhir.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';

describe('the FHIR interface: metadata, media types and errors', () => {
  const ctx = demoProviderApp();

  it('serves a valid R4 CapabilityStatement naming SMART and its token URL', async () => {
    const response = await ctx.t.inject({ method: 'GET', url: '/fhir/metadata' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    const statement = response.json<CapabilityStatement>();
    expectValidFhir(statement);
    expect(statement).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
    const oauth = statement.rest?.[0]?.security?.extension?.find(
      (extension) => extension.url === OAUTH_URIS_EXTENSION,
    );
    expect(oauth?.extension).toEqual([
      { url: 'token', valueUri: `${ctx.t.config.publicUrl}/fhir/auth/token` },
    ]);
  });

  it('tells the SMART configuration in OAuth JSON', async () => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: '/fhir/.well-known/smart-configuration',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({
      token_endpoint: `${ctx.t.config.publicUrl}/fhir/auth/token`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
      scopes_supported: FHIR_SCOPES,
    });
  });

  it.each([
    ['application/fhir+json', 200],
    ['application/json', 200],
    ['application/fhir+json;q=0.9, text/html', 200],
    ['*/*', 200],
    ['application/fhir+xml', 406],
    ['text/html', 406],
  ])('Accept %s → %i', async (accept, status) => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: '/fhir/metadata',
      headers: { accept },
    });
    expect(response.statusCode).toBe(status);
    if (status === 406) expectOutcome(response.json(), 'not-supported');
  });

  it('refuses _format=xml with 406', async () => {
    const response = await ctx.t.inject({ method: 'GET', url: '/fhir/metadata?_format=xml' });
    expect(response.statusCode).toBe(406);
    expectOutcome(response.json(), 'not-supported');
  });

  it('answers an unknown path with a 404 OperationOutcome, not the portal error shape', async () => {
    const response = await ctx.t.inject({ method: 'GET', url: '/fhir/Nothing/1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(expectOutcome(response.json(), 'not-found').diagnostics).toBe(
      'El recurso solicitado no existe.',
    );
  });

  it('answers what the router refuses before any route (an id past the length a path part may have, a broken %-escape) with an OperationOutcome', async () => {
    for (const url of [`/fhir/Patient/${'x'.repeat(3000)}`, '/fhir/Patient/%E0%A4%A']) {
      const response = await ctx.t.inject({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url.slice(0, 30)).toBeLessThan(500);
      expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
      expectOutcome(response.json());
    }
  });

  it('answers a known path with another method with 405 and Allow', async () => {
    const response = await ctx.t.inject({ method: 'DELETE', url: '/fhir/metadata' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expectOutcome(response.json(), 'not-supported');
  });
});
