import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import { FHIR_ACCESS_TOKEN_SECONDS, FHIR_ASSERTION_MAX_SECONDS } from '@portal/contracts';
import { grantedScopes, FHIR_SCOPE_MESSAGES } from '@portal/domain/fhir';
import { LIMITS } from '@portal/domain/write-limits';
import { takeSlot, type ScopedKey } from '../../../access/write-limits.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { FhirError } from '../server/fhir-errors.ts';
import type { FhirAccessTokens } from './access-token.ts';
import { findClient, issueToken, type ClientForToken } from './token.repository.ts';

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** Clock drift allowed between a client and us on the assertion's times. */
const CLOCK_TOLERANCE_SECONDS = 30;

export const TOKEN_MESSAGES = {
  badRequest:
    'La solicitud de token no es válida: se espera grant_type=client_credentials, client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer y client_assertion.',
  malformedAssertion:
    'La aserción del cliente no es un JWT válido (iss y sub deben ser el client_id).',
  unknownClient: 'El sistema no está registrado.',
  revokedClient: 'El acceso de este sistema fue revocado.',
  badSignature:
    'La firma de la aserción no corresponde a ninguna clave registrada del sistema (RS384 o ES384).',
  expired: 'La aserción venció.',
  tooLong: 'La aserción no puede durar más de 5 minutos (exp).',
  badClaims:
    'La aserción no es para este servidor: aud debe ser la URL del token; iss y sub, el client_id; exp y jti, presentes.',
  reused: 'Esta aserción ya fue usada (jti): firmá una nueva para cada pedido.',
  userDisabled: 'El usuario con cuyos permisos actúa el sistema está dado de baja o bloqueado.',
} as const;

export interface TokenDeps {
  db: Db;
  clock: Clock;
  accessTokens: FhirAccessTokens;
  /** The token endpoint's public URL: the assertions' required `aud`. */
  tokenUrl: string;
}

export interface TokenRequest {
  grant_type?: unknown;
  client_assertion_type?: unknown;
  client_assertion?: unknown;
  scope?: unknown;
}

const refuse = (status: number, text: string) => new FhirError(status, text);

function claimsOf(assertion: string): JWTPayload {
  try {
    return decodeJwt(assertion);
  } catch {
    throw refuse(400, TOKEN_MESSAGES.malformedAssertion);
  }
}

/** Every attempt of a known client counts, refused ones too: guessing keys is throttled. */
async function countAttempt(deps: TokenDeps, client: ClientForToken): Promise<void> {
  const policy = LIMITS.entry;
  const keys: ScopedKey[] = [
    { scope: 'user', key: `fhir:token:client:${client.id}`, windows: policy.user },
    {
      scope: 'provider',
      key: `fhir:token:provider:${client.providerId}`,
      windows: policy.provider,
    },
  ];
  await takeSlot(deps, keys);
}

async function verifyAssertion(
  deps: TokenDeps,
  client: ClientForToken,
  assertion: string,
  now: Date,
) {
  try {
    const { payload } = await jwtVerify(assertion, createLocalJWKSet(client.jwks as never), {
      algorithms: ['RS384', 'ES384'],
      issuer: client.id,
      subject: client.id,
      audience: deps.tokenUrl,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'jti'],
    });
    return payload as JWTPayload & { exp: number; jti: string };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw refuse(401, TOKEN_MESSAGES.expired);
    if (error instanceof errors.JWTClaimValidationFailed)
      throw refuse(401, TOKEN_MESSAGES.badClaims);
    throw refuse(401, TOKEN_MESSAGES.badSignature);
  }
}

/**
 * SMART Backend Services' token exchange (docs/decisions/0065): the client proves itself with a
 * JWT signed by a key its provider's admin registered; the access token is a short session of the
 * team member the client acts as, with the scopes asked for among those it may have.
 */
export async function exchangeToken(deps: TokenDeps, body: TokenRequest) {
  const { grant_type, client_assertion_type, client_assertion, scope } = body;
  if (
    grant_type !== 'client_credentials' ||
    client_assertion_type !== CLIENT_ASSERTION_TYPE ||
    typeof client_assertion !== 'string' ||
    client_assertion.length > 16_000 ||
    (scope !== undefined && (typeof scope !== 'string' || scope.length > 2000))
  ) {
    throw refuse(400, TOKEN_MESSAGES.badRequest);
  }
  const claims = claimsOf(client_assertion);
  if (typeof claims.iss !== 'string' || claims.iss !== claims.sub || claims.iss.length > 40) {
    throw refuse(400, TOKEN_MESSAGES.malformedAssertion);
  }
  const client = await findClient(deps.db, claims.iss);
  if (!client) throw refuse(401, TOKEN_MESSAGES.unknownClient);
  await countAttempt(deps, client);
  if (client.revokedAt) throw refuse(401, TOKEN_MESSAGES.revokedClient);

  const now = deps.clock.now();
  const payload = await verifyAssertion(deps, client, client_assertion, now);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (payload.exp - nowSeconds > FHIR_ASSERTION_MAX_SECONDS + CLOCK_TOLERANCE_SECONDS) {
    throw refuse(401, TOKEN_MESSAGES.tooLong);
  }
  if (payload.jti.length === 0 || payload.jti.length > 200) {
    throw refuse(401, TOKEN_MESSAGES.badClaims);
  }
  if (client.userDisabledAt) throw refuse(401, TOKEN_MESSAGES.userDisabled);
  const grant = grantedScopes(scope, client.scopes);
  if (grant.refused) throw refuse(403, FHIR_SCOPE_MESSAGES.notAllowed(grant.refused));

  const sessionId = randomUUID();
  const issued = await issueToken(deps.db, {
    clientId: client.id,
    userId: client.userId,
    jti: payload.jti,
    assertionExpiresAt: new Date((payload.exp + CLOCK_TOLERANCE_SECONDS) * 1000),
    sessionId,
    scopes: grant.granted,
    now,
    expiresAt: new Date(now.getTime() + FHIR_ACCESS_TOKEN_SECONDS * 1000),
  });
  if (!issued) throw refuse(401, TOKEN_MESSAGES.reused);
  return {
    access_token: deps.accessTokens.sign(sessionId),
    token_type: 'bearer',
    expires_in: FHIR_ACCESS_TOKEN_SECONDS,
    scope: grant.granted.join(' '),
  };
}
