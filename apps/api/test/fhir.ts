import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { expect } from 'vitest';
import type { Resource } from '@medplum/fhirtypes';
import { FHIR_SCOPES, type FhirClientsResponse } from '@portal/contracts';
import { users } from '../src/db/schema/auth.ts';
import type { TestApp } from './test-app.ts';
import { fhirProblems } from './fhir-validator.ts';

export { fhirProblems };

/** Asserts that `resource` is valid FHIR R4 by both validators: 0 errors. */
export function expectValidFhir<T = Resource>(resource: unknown): asserts resource is T & Resource {
  expect(typeof (resource as { resourceType?: unknown } | null)?.resourceType).toBe('string');
  expect(fhirProblems(resource as Resource)).toEqual([]);
}

/** The OperationOutcome a refusal carries: valid, and its first issue's type and text. */
export function expectOutcome(body: unknown, code?: string): { code: string; diagnostics: string } {
  expectValidFhir(body);
  expect(body.resourceType).toBe('OperationOutcome');
  const issue = (body as { issue: { code: string; diagnostics: string; severity: string }[] })
    .issue[0]!;
  expect(issue.severity).toBe('error');
  if (code) expect(issue.code).toBe(code);
  return issue;
}

/** A FHIR client registered for a demo account through the portal's call, with its key. */
export interface TestFhirClient {
  clientId: string;
  privateKey: CryptoKey;
  kid: string;
  alg: 'ES384' | 'RS384';
}

const TOKEN_URL_PATH = '/fhir/auth/token';

/** The provider's admin of `email`'s provider (the one who registers its clients). */
async function adminOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(
          users.providerId,
          t.db.select({ id: users.providerId }).from(users).where(eq(users.email, email)),
        ),
        eq(users.admin, true),
      ),
    )
    .orderBy(users.id)
    .limit(1);
  if (!row) throw new Error(`no admin for ${email}'s provider`);
  return row.email;
}

/**
 * Registers, as the provider's admin in the portal, a client acting as `email` with a fresh key
 * pair (ES384 unless asked otherwise) and the given scopes (all by default).
 */
export async function registerTestFhirClient(
  t: TestApp,
  email: string,
  scopes: readonly string[] = FHIR_SCOPES,
  alg: 'ES384' | 'RS384' = 'ES384',
): Promise<TestFhirClient> {
  const admin = await t.login(await adminOf(t, email));
  const list = await t.inject({
    method: 'GET',
    url: '/pre/v1/fhir/clientes',
    headers: admin.headers,
  });
  const member = list.json<FhirClientsResponse>().equipo.find((one) => one.email === email);
  if (!member) throw new Error(`${email} is no active member of its team: ${list.body}`);
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const kid = `test-${randomUUID()}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg };
  const response = await t.inject({
    method: 'POST',
    url: '/pre/v1/fhir/clientes',
    headers: admin.headers,
    payload: {
      nombre: `HIS de ${email}`,
      idUsuario: member.idUsuario,
      scopes,
      jwks: JSON.stringify({ keys: [jwk] }),
    },
  });
  if (response.statusCode !== 201) throw new Error(`registering failed: ${response.body}`);
  return {
    clientId: response.json<{ cliente: { idCliente: string } }>().cliente.idCliente,
    privateKey,
    kid,
    alg,
  };
}

/** A client assertion as SMART Backend Services asks for, signed by the client's key. */
export async function signAssertion(
  t: TestApp,
  client: TestFhirClient,
  overrides: { exp?: number; jti?: string; aud?: string; iss?: string; key?: CryptoKey } = {},
): Promise<string> {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: client.alg, kid: client.kid, typ: 'JWT' })
    .setIssuer(overrides.iss ?? client.clientId)
    .setSubject(client.clientId)
    .setAudience(overrides.aud ?? `${t.config.publicUrl}${TOKEN_URL_PATH}`)
    .setExpirationTime(overrides.exp ?? now + 240)
    .setJti(overrides.jti ?? randomUUID())
    .sign(overrides.key ?? client.privateKey);
}

/** POSTs a token request (form-encoded, as SMART clients send it). */
export function requestToken(t: TestApp, assertion: string, scope?: string) {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: assertion,
    ...(scope === undefined ? {} : { scope }),
  });
  return t.inject({
    method: 'POST',
    url: TOKEN_URL_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/**
 * An access token for a client acting as the demo account `email`: registered by its provider's
 * admin through the portal, then exchanged at the token endpoint with a signed assertion.
 */
export async function fhirTokenFor(
  t: TestApp,
  email: string,
  scopes: readonly string[] = FHIR_SCOPES,
): Promise<string> {
  const client = await registerTestFhirClient(t, email, scopes);
  const response = await requestToken(t, await signAssertion(t, client));
  if (response.statusCode !== 200) throw new Error(`token exchange failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}
