import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FHIR_MESSAGES } from '@portal/domain/fhir';
import { checkModule, guardContextOf } from '../../../access/access.plugin.ts';
import type { GuardCache } from '../../../access/guard-cache.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import { FhirError } from '../server/fhir-errors.ts';
import { moduleOf } from '../server/resource-modules.ts';
import type { FhirAccessTokens } from './access-token.ts';
import { findGrant } from './token.repository.ts';

export interface FhirGuardDeps {
  db: Db;
  clock: Clock;
  guardCache: GuardCache;
  accessTokens: FhirAccessTokens;
}

const GRANT_MEMORY = 10_000;

const unauthorized = () =>
  new FhirError(401, FHIR_MESSAGES.unauthorized, {
    'www-authenticate': 'Bearer error="invalid_token"',
  });

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * The FHIR routes' guard (docs/decisions/0065): the access token is a session of the client's
 * bound user, so the portal's own guard decides whether it is live (expiry, revocation, the user
 * disabled or blocked) and, on a route of a module, whether that user may use it (terms, key,
 * module active): a sub-user's limits bound its clients. The token's scopes then decide the
 * resource. The portal's refusals are answered as OperationOutcomes by the context's handler.
 */
export function registerFhirGuard(app: FastifyInstance, deps: FhirGuardDeps): void {
  // A token's grant never changes (revoking ends its session instead), so it is remembered.
  const grants = new Map<string, { clientId: string; providerId: number; scopes: Set<string> }>();
  const grantOf = async (sessionId: string) => {
    const known = grants.get(sessionId);
    if (known) return known;
    const row = await findGrant(deps.db, sessionId);
    if (!row) return null;
    if (grants.size >= GRANT_MEMORY) grants.clear();
    const grant = {
      clientId: row.clientId,
      providerId: row.providerId,
      scopes: new Set(row.scopes),
    };
    grants.set(sessionId, grant);
    return grant;
  };

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.fhir;
    if (!access || 'public' in access) return;
    const token = bearer(request);
    const sessionId = token ? deps.accessTokens.verify(token) : null;
    if (!sessionId) throw unauthorized();
    const moduleId = moduleOf(access, (request.query ?? {}) as Record<string, unknown>);
    const context = await guardContextOf(deps, sessionId, moduleId).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 401 ? unauthorized() : error;
    });
    const grant = await grantOf(sessionId);
    if (!grant) throw unauthorized();
    if (!grant.scopes.has(access.scope)) throw new FhirError(403, FHIR_MESSAGES.scopeMissing);
    if (moduleId !== null) {
      checkModule(context.session, context.module);
      request.moduleAccess = context.module;
    }
    request.session = context.session;
    request.fhirCaller = {
      clientId: grant.clientId,
      providerId: context.session.providerId,
      userId: context.session.userId,
      scopes: grant.scopes,
    };
  });
}
