import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { TEAM_ACTIVITY_ACTION_IDS } from '@portal/domain/user-management';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { auditLog } from '../../db/schema/core.ts';

export interface ActivityFilters {
  userId?: number | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

/** The provider's team actions of the activity list (operators' requests are not the team's). */
function where(providerId: number, filters: ActivityFilters) {
  return and(
    eq(auditLog.providerId, providerId),
    filters.action
      ? eq(auditLog.action, filters.action)
      : inArray(auditLog.action, TEAM_ACTIVITY_ACTION_IDS),
    filters.userId === undefined ? undefined : eq(auditLog.userId, filters.userId),
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.to ? lt(auditLog.at, filters.to) : undefined,
  );
}

export async function countActivity(db: Db, providerId: number, filters: ActivityFilters) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(providerId, filters));
  return row?.n ?? 0;
}

/** Newest first; the user is read from `users` of the same provider only. */
export function findActivity(
  db: Db,
  providerId: number,
  filters: ActivityFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      details: auditLog.details,
      nombre: users.nombre,
      apellido: users.apellido,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.id, auditLog.userId), eq(users.providerId, providerId)))
    .where(where(providerId, filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}
