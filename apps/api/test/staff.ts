import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { staffLoginCall, staffSecondFactorCall } from '@portal/contracts';
import { staffSessions, staffUsers } from '../src/db/schema/staff.ts';
import { tokenCodec } from '../src/lib/tokens.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { DEMO_STAFF } from '../src/seed/staff.ts';
import { totpCode } from '../src/modules/staff/public.ts';
import type { TestApp } from './test-app.ts';

/** The demo staff account of a role, as seeded. */
export const demoStaff = (role: (typeof DEMO_STAFF)[number]['role']) =>
  DEMO_STAFF.find((account) => account.role === role)!;

/** The password step of the staff's login. */
export const staffPassword = (
  t: TestApp,
  email: string,
  password = DEMO_PASSWORD,
  ip = '10.55.0.1',
) =>
  t.inject({
    method: 'POST',
    url: staffLoginCall.path,
    payload: { email, password },
    remoteAddress: ip,
  });

/** The second-factor step of the staff's login. */
export const staffCode = (
  t: TestApp,
  pendingToken: string,
  factor: { code: string } | { recoveryCode: string },
  ip = '10.55.0.1',
) =>
  t.inject({
    method: 'POST',
    url: staffSecondFactorCall.path,
    payload: { pendingToken, ...factor },
    remoteAddress: ip,
  });

/**
 * Logs a staff account in through both steps with its TOTP secret. A second login of the same
 * account in the same 30 s step is refused as a replay: the caller moves the clock on first.
 */
export async function staffLogin(t: TestApp, email: string, secret: string, ip = '10.55.0.1') {
  const first = await staffPassword(t, email, DEMO_PASSWORD, ip);
  if (first.statusCode !== 200) throw new Error(`staff login ${email} failed: ${first.body}`);
  const { pendingToken } = first.json<{ pendingToken: string }>();
  const second = await staffCode(t, pendingToken, { code: totpCode(secret, t.clock.now()) }, ip);
  if (second.statusCode !== 200) throw new Error(`staff code ${email} failed: ${second.body}`);
  const body = second.json<{ token: string; staff: { id: number } }>();
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}

/** The test app's token secret (test-app.ts), to sign sessions opened without a login. */
const TEST_TOKENS = tokenCodec('test-secret-0123456789abcdef');

/**
 * A live staff session of an account opened straight in the database, as the second step would:
 * for suites that need many sessions (the matrix, the fuzz) without moving the clock a TOTP step
 * per login. The login itself is proved by its own tests.
 */
export async function openStaffSession(t: TestApp, email: string) {
  const [staff] = await t.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (!staff) throw new Error(`no staff account ${email}`);
  const id = randomUUID();
  const now = t.clock.now();
  await t.db.insert(staffSessions).values({
    id,
    staffId: staff.id,
    pending: false,
    createdAt: now,
    expiresAt: new Date(now.getTime() + t.config.sessionTtlMinutes * 60_000),
  });
  return {
    sessionId: id,
    staffId: staff.id,
    headers: { authorization: `Bearer ${TEST_TOKENS.signStaff('stf', id)}` },
  };
}
