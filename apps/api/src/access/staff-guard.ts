import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/domain/app';
import { staffMayCall, type StaffRole } from '@portal/domain/staff';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { staffSessions, staffUsers } from '../db/schema/staff.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/errors.ts';
import type { TokenCodec } from '../lib/tokens.ts';

/** The staff member behind a console call, as the guard found them. */
export interface StaffCaller {
  sessionId: string;
  staffId: number;
  email: string;
  name: string;
  roles: StaffRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** On a staff route, the staff member who passed the guard (null elsewhere). */
    staff: StaffCaller | null;
  }
}

/** The live staff session of a token and its account, as one statement named once. */
const staffCallerStatement = preparedPerDb((db) =>
  db
    .select({
      sessionId: staffSessions.id,
      staffId: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      roles: staffUsers.roles,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, sql.placeholder('sessionId')),
        eq(staffSessions.pending, false),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql.placeholder('now')),
        eq(staffUsers.blocked, false),
      ),
    )
    .limit(1)
    .prepare('staff_caller'),
);

/**
 * The live staff session of a token: not pending, not revoked, not expired, its account not
 * blocked. Read on every call, without the providers' one-second memory (docs/decisions/0013):
 * a block then ends a session on every process at once. Prepared, as the providers' guard is:
 * planning this lookup cost more than running it.
 */
export async function findStaffCaller(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<StaffCaller | null> {
  const [row] = await staffCallerStatement(db).execute({ sessionId, now });
  return row ?? null;
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
};

/**
 * The guard of a staff call: a live staff session (401 otherwise: a provider's token, the
 * operator key or an integration key open nothing here), then one of the call's roles (403).
 */
export async function checkStaff(
  request: FastifyRequest,
  deps: { db: Db; clock: Clock; tokens: TokenCodec },
  roles: readonly StaffRole[],
): Promise<void> {
  const sessionId = deps.tokens.verifyStaff('stf', bearer(request));
  const caller = sessionId ? await findStaffCaller(deps.db, sessionId, deps.clock.now()) : null;
  if (!caller) throw new HttpError(401, MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  if (!staffMayCall(caller.roles, roles)) {
    throw new HttpError(403, MESSAGES.noPermission, 'FORBIDDEN');
  }
  request.staff = caller;
}
