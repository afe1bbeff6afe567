import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './support.ts';

/**
 * A clinic's HIS as SMART Backend Services describes it, written from the specifications and not
 * from our server's code: an ES384 key pair of its own, registered by the provider's admin
 * through the portal's call, and signed client assertions exchanged for access tokens.
 */
export interface HisKeys {
  privateKey: KeyObject;
  kid: string;
  jwks: string;
}

export function hisKeys(): HisKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
  const jwk = publicKey.export({ format: 'jwk' });
  const kid = createHash('sha256').update(JSON.stringify(jwk)).digest('base64url').slice(0, 16);
  return {
    privateKey,
    kid,
    jwks: JSON.stringify({ keys: [{ ...jwk, kid, alg: 'ES384', use: 'sig' }] }),
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The client assertion (RFC 7523) a token request carries, signed with the HIS's key. */
export function clientAssertion(keys: HisKeys, clientId: string, tokenUrl: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'ES384', typ: 'JWT', kid: keys.kid });
  const payload = base64url({
    iss: clientId,
    sub: clientId,
    aud: tokenUrl,
    exp: now + 240,
    jti: randomUUID(),
  });
  const signature = sign('sha384', Buffer.from(`${header}.${payload}`), {
    key: keys.privateKey,
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The admin registers the HIS in the portal (Sistemas conectados' call), acting as themself. */
export async function registerHis(
  request: APIRequestContext,
  email: string,
  keys: HisKeys,
  scopes: readonly string[],
): Promise<string> {
  const login = await request.post('/pre/v0/auth-login', {
    data: {
      email,
      password: DEMO_PASSWORD,
      apiKey: 'web',
      device: { deviceid: 'e2e-his', devicename: 'e2e' },
    },
  });
  const { token, modelEspecifico } = (await login.json()) as {
    token: string;
    modelEspecifico: { idUsuario: number };
  };
  const created = await request.post('/pre/v1/fhir/clientes', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      nombre: 'HIS de la clínica (E2E)',
      idUsuario: modelEspecifico.idUsuario,
      scopes,
      jwks: keys.jwks,
    },
  });
  if (created.status() !== 201) throw new Error(`client not registered: ${await created.text()}`);
  return ((await created.json()) as { cliente: { idCliente: string } }).cliente.idCliente;
}

/** client_credentials with the signed assertion (SMART Backend Services), answered the token. */
export async function backendToken(
  request: APIRequestContext,
  tokenUrl: string,
  clientId: string,
  keys: HisKeys,
  scope: string,
): Promise<string> {
  const response = await request.post(tokenUrl, {
    form: {
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: clientAssertion(keys, clientId, tokenUrl),
      scope,
    },
  });
  if (response.status() !== 200) throw new Error(`no token: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
