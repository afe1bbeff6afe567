import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CallAccess } from '@portal/contracts';
import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { safeEqual } from '../lib/crypto.ts';
import { HttpError } from '../lib/errors.ts';
import type { TokenCodec } from '../lib/tokens.ts';
import { findGuardContext } from './guard-context.ts';
import { checkIntegration } from './integration-keys.ts';
import { checkStaff } from './staff-guard.ts';
import type { GuardCache } from './guard-cache.ts';
import type { GuardContext, LiveSession, ModuleAccess } from './session.ts';
import { registerWriteLimits } from './write-limits.ts';

/** Every route declares who may call it (routes without it fail at start-up). */
export type Access = CallAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A POST that changes nothing (renew, logout, user config) stays open to read-only sessions. */
    readOnlySafe?: boolean;
  }
  interface FastifyRequest {
    session: LiveSession | null;
    /** On a module route, the caller's entry for the module it passed (null elsewhere). */
    moduleAccess: ModuleAccess | null;
  }
}

export interface AccessDeps {
  db: Db;
  clock: Clock;
  tokens: TokenCodec;
  operatorKey: string | undefined;
  guardCache: GuardCache;
}

function checkOperator(request: FastifyRequest, operatorKey: string | undefined): void {
  if (!operatorKey) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  const given = request.headers['x-operator-key'];
  if (typeof given !== 'string' || !safeEqual(given, operatorKey)) {
    throw new HttpError(403, MESSAGES.noPermission, 'FORBIDDEN');
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** The session behind the bearer token and, for a module route, the user's entry for it. */
async function authenticate(
  request: FastifyRequest,
  deps: AccessDeps,
  moduleId: string | null,
): Promise<GuardContext> {
  const token = bearer(request);
  const sessionId = token ? deps.tokens.verify(token) : null;
  if (!sessionId) throw new HttpError(401, MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  return guardContextOf(deps, sessionId, moduleId);
}

/**
 * The guard's answer for a session already identified (its token checked by its own codec): the
 * FHIR interface's access tokens are sessions too, and pass the same check (docs/decisions/0065).
 */
export async function guardContextOf(
  deps: Pick<AccessDeps, 'db' | 'clock' | 'guardCache'>,
  sessionId: string,
  moduleId: string | null,
): Promise<GuardContext> {
  const now = deps.clock.now();
  const cached = deps.guardCache.get(sessionId, moduleId, now);
  if (cached) return cached;
  const found = await findGuardContext(deps.db, sessionId, now, moduleId);
  if (!found) throw new HttpError(401, MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  deps.guardCache.set(sessionId, moduleId, found, now);
  return found;
}

/**
 * The module a `{ moduleParam }` route names, read through the call's own field as validation
 * would (the guard runs first): a value the field refuses (a NUL) names no module, so it is
 * the 403 of any unknown module and never reaches the database.
 */
function namedModule(request: FastifyRequest, name: string): string {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  const schema = request.routeOptions.schema?.params as
    { shape?: Record<string, { safeParse(value: unknown): { success: boolean } }> } | undefined;
  return schema?.shape?.[name]?.safeParse(raw).success === false ? '' : raw;
}

/** Spec §6's checks of a module route: terms, the key enabled, the module active. */
export function checkModule(session: LiveSession, access: ModuleAccess | null): void {
  if (!session.termsAccepted)
    throw new HttpError(403, EXTRA_MESSAGES.termsRequired, 'TERMS_REQUIRED');
  if (!access || !(access.habilitado || access.habilitarTodo)) {
    throw new HttpError(403, MESSAGES.noPermission, 'FORBIDDEN');
  }
  if (!access.active)
    throw new HttpError(403, EXTRA_MESSAGES.moduleInMaintenance, 'MODULE_INACTIVE');
}

export const accessPlugin = fp((app: FastifyInstance, deps: AccessDeps) => {
  app.decorateRequest('session', null);
  app.decorateRequest('moduleAccess', null);
  app.decorateRequest('integration', null);
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/pre/') || route.url === '/pre/docs') return;
    if (route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config.access;
    if (access === undefined || access === 'public') return;
    if (access === 'operator') return checkOperator(request, deps.operatorKey);
    if (access === 'integration' || (typeof access === 'object' && 'integration' in access)) {
      return checkIntegration(request, deps, access);
    }
    if (access === 'staff') return checkStaff(request, deps, []);
    if (typeof access === 'object' && 'staff' in access) {
      return checkStaff(request, deps, access.staff);
    }

    const moduleId =
      access === 'session'
        ? null
        : 'module' in access
          ? access.module
          : namedModule(request, access.moduleParam);
    const { session, module } = await authenticate(request, deps, moduleId);
    request.session = session;
    if (moduleId !== null) {
      checkModule(session, module);
      request.moduleAccess = module;
    }
    if (typeof access === 'object' && 'ability' in access && access.ability) {
      checkModule(session, (await authenticate(request, deps, access.ability)).module);
    }
    if (session.mode === 'readOnly' && !SAFE_METHODS.has(request.method) && !config.readOnlySafe) {
      throw new HttpError(403, EXTRA_MESSAGES.readOnly, 'READ_ONLY');
    }
  });

  registerWriteLimits(app, deps);
});
