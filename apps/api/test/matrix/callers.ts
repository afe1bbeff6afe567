import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importJobs, integrationKeys } from '../../src/db/schema/imports.ts';
import { sessions } from '../../src/db/schema/session.ts';
import { DEMO_INTEGRATION_KEY_TEXT } from '../../src/seed/imports.ts';
import { newIntegrationKey } from '../../src/access/integration-keys.ts';
import { DEMO, MINUTE, bearer } from '../helpers.ts';
import { openExternalSession } from '../sessions.ts';
import { TEST_NOW, type TestApp } from '../test-app.ts';
import { STAFF_CALLER_LABELS, openStaffCallers } from './staff-callers.ts';

/** Who knocks, in the matrix's order; each label is how a test names its caller. */
export const CALLERS = {
  noToken: 'no token',
  forgedToken: 'forged token (valid shape, bad HMAC)',
  expiredToken: 'expired token',
  foreignObject: "another provider's object",
  subUser: 'sub-user',
  termsPending: 'terms not accepted',
  moduleInactive: 'module inactive',
  readOnly: 'read-only session',
  impersonated: 'impersonated session',
  integrationKey: 'integration key',
  outOfScopeKey: 'integration key of another scope',
  revokedKey: 'revoked integration key',
  ...STAFF_CALLER_LABELS,
} as const;
export type CallerKey = keyof typeof CALLERS;

/** A bearer session as a test sends it, with the id the audit log records. */
export interface Session {
  headers: Record<string, string>;
  sessionId: string | null;
  userId: number | null;
}

/** The session id is the first half of the bearer token (`<sessionId>.<HMAC>`). */
const sessionOf = (headers: Record<string, string>, userId: number | null): Session => ({
  headers,
  sessionId: headers.authorization?.slice('Bearer '.length).split('.')[0] ?? null,
  userId,
});

async function login(t: TestApp, email: string): Promise<Session> {
  const { headers, modelEspecifico } = await t.login(email);
  return sessionOf(headers, modelEspecifico.idUsuario);
}

async function external(t: TestApp, mode: 'readOnly' | 'impersonated', userId: number) {
  return sessionOf((await openExternalSession(t, DEMO.demo, mode)).headers, userId);
}

/** The demo token with a signature of the right shape made with another secret. */
function forge(token: string): string {
  const [sessionId] = token.split('.');
  const signature = createHmac('sha256', 'not-the-server-secret').update(sessionId!).digest();
  return `${sessionId}.${signature.toString('base64url')}`;
}

/** An import job of the out-of-scope key: what another key's job probe names. */
export const FOREIGN_IMPORT_JOB = 990_001;

const keyCaller = (key: string): Session => ({
  headers: { 'x-integration-key': key },
  sessionId: null,
  userId: null,
});

/**
 * The insurer's machines: the seed's demo key (every kind), a key of plans only that owns a
 * job, and a revoked key.
 */
async function openKeys(t: TestApp) {
  const now = t.clock.now();
  const add = async (kinds: ('plans' | 'affiliates')[], revokedAt: Date | null) => {
    const made = newIntegrationKey();
    const [row] = await t.db
      .insert(integrationKeys)
      .values({
        publicId: made.publicId,
        secretHash: made.secretHash,
        client: 'matriz',
        kinds,
        createdAt: now,
        revokedAt,
      })
      .returning({ id: integrationKeys.id });
    return { key: made.key, id: row!.id };
  };
  const outOfScope = await add(['plans'], null);
  const revoked = await add(['affiliates'], now);
  await t.db.insert(importJobs).values({
    id: FOREIGN_IMPORT_JOB,
    kind: 'plans',
    keyId: outOfScope.id,
    status: 'done',
    full: false,
    dryRun: true,
    acceptPartial: false,
    bytes: 0,
    createdAt: now,
    heartbeatAt: now,
  });
  return {
    integrationKey: keyCaller(DEMO_INTEGRATION_KEY_TEXT),
    outOfScopeKey: keyCaller(outOfScope.key),
    revokedKey: keyCaller(revoked.key),
  };
}

/**
 * Every caller's session, each opened once. The expired session is opened with the clock moved
 * back past the session lifetime and the clock put back, so it expired a minute before the
 * fixed test instant at which every other session is live.
 */
export async function openCallers(t: TestApp) {
  t.clock.set(new Date(TEST_NOW.getTime() - (t.config.sessionTtlMinutes + 1) * MINUTE));
  const expired = await login(t, DEMO.demo);
  t.clock.set(TEST_NOW);

  const demo = await login(t, DEMO.demo);
  const interior = await login(t, DEMO.interior);
  const subUser = await login(t, DEMO.subusuario);
  const termsPending = await login(t, DEMO.terminos);
  const maintenance = await login(t, DEMO.mantenimiento);
  const readOnly = await external(t, 'readOnly', demo.userId!);
  const impersonated = await external(t, 'impersonated', demo.userId!);
  // The forgery names a live session of its own: were it ever accepted, the calls it makes
  // (a logout) could not end the session the other cells use.
  const forgeryTarget = await login(t, DEMO.demo);
  const token = forgeryTarget.headers.authorization!.slice('Bearer '.length);

  return {
    demo,
    interior,
    subUser,
    termsPending,
    maintenance,
    readOnly,
    impersonated,
    expired,
    forgeryTarget,
    ...(await openKeys(t)),
    ...(await openStaffCallers(t)),
    forged: sessionOf(bearer(forge(token)), null),
    none: { headers: {}, sessionId: null, userId: null } satisfies Session,
    /** A new session of the same kind, for a call that ends the one it is made in (logout). */
    async fresh(kind: 'subUser' | 'termsPending' | 'readOnly' | 'impersonated') {
      if (kind === 'readOnly' || kind === 'impersonated') return external(t, kind, demo.userId!);
      return login(t, kind === 'subUser' ? DEMO.subusuario : DEMO.terminos);
    },
  };
}
export type Callers = Awaited<ReturnType<typeof openCallers>>;

/** True when the expired caller's session still exists, unrevoked, its expiry already passed. */
export async function isExpiredNotRevoked(t: TestApp, session: Session): Promise<boolean> {
  const [row] = await t.db
    .select({ expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, session.sessionId!));
  return !!row && row.revokedAt === null && row.expiresAt.getTime() < t.clock.now().getTime();
}
