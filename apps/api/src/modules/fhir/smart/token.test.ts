import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/auth.ts';
import {
  expectOutcome,
  registerTestFhirClient,
  requestToken,
  signAssertion,
} from '../../../../test/fhir.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { demoProviderApp } from '../../../../test/test-app.ts';
import { TOKEN_MESSAGES } from './token.service.ts';

describe('the SMART token endpoint', () => {
  const ctx = demoProviderApp();
  const nowSeconds = () => Math.floor(ctx.t.clock.now().getTime() / 1000);

  const refused = async (
    response: Awaited<ReturnType<typeof requestToken>>,
    status: number,
    diagnostics?: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    const issue = expectOutcome(response.json());
    if (diagnostics) expect(issue.diagnostics).toBe(diagnostics);
  };

  it.each(['ES384', 'RS384'] as const)(
    'exchanges an %s assertion for a short bearer token with the allowed scopes',
    async (alg) => {
      const client = await registerTestFhirClient(
        ctx.t,
        DEMO.demo,
        ['system/Patient.read', 'system/Coverage.read'],
        alg,
      );
      const response = await requestToken(ctx.t, await signAssertion(ctx.t, client));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        access_token: expect.stringMatching(/^fhir:[0-9a-f-]{36}\.\S+$/),
        token_type: 'bearer',
        expires_in: 300,
        scope: 'system/Patient.read system/Coverage.read',
      });
    },
  );

  it('grants only the scopes asked for, and refuses one the client may not have', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo, [
      'system/Patient.read',
      'system/Coverage.read',
    ]);
    const narrow = await requestToken(
      ctx.t,
      await signAssertion(ctx.t, client),
      'system/Patient.read',
    );
    expect(narrow.json()).toMatchObject({ scope: 'system/Patient.read' });
    const wide = await requestToken(
      ctx.t,
      await signAssertion(ctx.t, client),
      'system/Patient.read system/Claim.write',
    );
    await refused(
      wide,
      403,
      'El sistema no tiene permitido el alcance (scope) system/Claim.write.',
    );
  });

  it('refuses an assertion signed by a key that is not the client’s', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo);
    const { privateKey: other } = await generateKeyPair('ES384');
    await refused(
      await requestToken(ctx.t, await signAssertion(ctx.t, client, { key: other })),
      401,
      TOKEN_MESSAGES.badSignature,
    );
  });

  it('refuses an unknown client', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo);
    const stranger = { ...client, clientId: 'his-nobody' };
    await refused(
      await requestToken(ctx.t, await signAssertion(ctx.t, stranger)),
      401,
      TOKEN_MESSAGES.unknownClient,
    );
  });

  it('refuses a client the admin revoked', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo);
    const revoke = await ctx.t.inject({
      method: 'DELETE',
      url: `/pre/v1/fhir/clientes/${client.clientId}`,
      headers: ctx.demo,
    });
    expect(revoke.statusCode).toBe(200);
    await refused(
      await requestToken(ctx.t, await signAssertion(ctx.t, client)),
      401,
      TOKEN_MESSAGES.revokedClient,
    );
  });

  it('refuses an expired assertion, one that lives over 5 minutes and one for another audience', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo);
    await refused(
      await requestToken(ctx.t, await signAssertion(ctx.t, client, { exp: nowSeconds() - 120 })),
      401,
      TOKEN_MESSAGES.expired,
    );
    await refused(
      await requestToken(ctx.t, await signAssertion(ctx.t, client, { exp: nowSeconds() + 3600 })),
      401,
      TOKEN_MESSAGES.tooLong,
    );
    await refused(
      await requestToken(
        ctx.t,
        await signAssertion(ctx.t, client, { aud: 'https://otro.example/token' }),
      ),
      401,
      TOKEN_MESSAGES.badClaims,
    );
  });

  it('refuses an assertion used twice (its jti)', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo);
    const assertion = await signAssertion(ctx.t, client);
    expect((await requestToken(ctx.t, assertion)).statusCode).toBe(200);
    await refused(await requestToken(ctx.t, assertion), 401, TOKEN_MESSAGES.reused);
  });

  it('refuses a client whose bound user is blocked', async () => {
    const client = await registerTestFhirClient(ctx.t, 'facturacion@prestadores.test');
    const now = ctx.t.clock.now();
    await ctx.t.db
      .update(users)
      .set({ disabledAt: now, blockedAt: now })
      .where(eq(users.email, 'facturacion@prestadores.test'));
    await refused(
      await requestToken(ctx.t, await signAssertion(ctx.t, client)),
      401,
      TOKEN_MESSAGES.userDisabled,
    );
  });

  it.each([
    ['no grant type', { client_assertion: 'x' }],
    [
      'another grant type',
      { grant_type: 'password', client_assertion_type: 'x', client_assertion: 'x' },
    ],
    [
      'an assertion that is no JWT',
      {
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: 'not-a-jwt',
      },
    ],
  ])('answers 400 to %s (JSON body)', async (_name, payload) => {
    const response = await ctx.t.inject({ method: 'POST', url: '/fhir/auth/token', payload });
    await refused(response, 400);
  });

  it('answers 415 to a body in another media type', async () => {
    const response = await ctx.t.inject({
      method: 'POST',
      url: '/fhir/auth/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'grant_type=client_credentials',
    });
    await refused(response, 415);
  });

  it('gives a token the portal’s /pre guard never takes as a session', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo);
    const token = (await requestToken(ctx.t, await signAssertion(ctx.t, client))).json<{
      access_token: string;
    }>().access_token;
    const response = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/fhir/clientes',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('throttles a client’s attempts past the entry limit with 429', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo);
    const { privateKey: wrong } = await generateKeyPair('ES384');
    const bad = await signAssertion(ctx.t, client, { key: wrong });
    for (let attempt = 0; attempt < 120; attempt += 1) {
      expect((await requestToken(ctx.t, bad)).statusCode).toBe(401);
    }
    const response = await requestToken(ctx.t, await signAssertion(ctx.t, client));
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expectOutcome(response.json(), 'throttled');
  });
});
