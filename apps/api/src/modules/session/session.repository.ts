import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { users } from '../../db/schema/auth.ts';
import { localities, providerManagementUnits, providers, provinces } from '../../db/schema/core.ts';
import { modules, sessions, userModules, type SessionMode } from '../../db/schema/session.ts';
import { termsAcceptedSql } from '../../access/guard-context.ts';

export async function insertSession(
  db: Db,
  values: {
    id: string;
    userId: number;
    mode: SessionMode;
    createdAt: Date;
    expiresAt: Date;
    operator?: string;
  },
) {
  await db.insert(sessions).values(values);
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Everything the "second call" after login answers (spec §3), in one round trip: it runs right
 * after every login and session restore. Prepared (ADR 0015): planning its join of four tables
 * and its subqueries cost more than running them.
 */
const userConfigStatement = preparedPerDb((db) =>
  db
    .select({
      user: users,
      provider: providers,
      provincia: provinces.nombre,
      localidad: localities.nombre,
      termsAccepted: termsAcceptedSql(users.id),
      permissions: sql<{ id: string; habilitado: boolean; active: boolean }[]>`(
        select coalesce(json_agg(json_build_object('id', m.id, 'habilitado', um.habilitado, 'active', um.active and m.active) order by m.sort), '[]'::json)
        from ${userModules} um join ${modules} m on m.id = um.module_id
        where um.user_id = ${users.id})`,
      managementUnits: sql<number[]>`(
        select coalesce(json_agg(pmu.unit_id order by pmu.unit_id), '[]'::json)
        from ${providerManagementUnits} pmu where pmu.provider_id = ${providers.id})`,
    })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .innerJoin(localities, eq(localities.id, providers.localityId))
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.disabledAt)))
    .prepare('user_config'),
);

export async function loadUserConfig(db: Db, userId: number) {
  const [row] = await userConfigStatement(db).execute({ userId });
  if (!row) return null;
  return {
    user: row.user,
    provider: row.provider,
    permissions: row.permissions,
    managementUnits: row.managementUnits,
    location: { provincia: row.provincia, localidad: row.localidad },
    termsAccepted: row.termsAccepted,
  };
}

/**
 * The user's permissions as spec §3 shapes them (menu entries and the override), one indexed
 * read: what a page composed of several modules (the logged-in home) decides its parts with.
 */
export async function findUserPermissions(db: Db, userId: number) {
  const [row] = await db
    .select({
      habilitarTodo: users.habilitarTodo,
      capActive: users.capActive,
      entries: sql<{ id: string; habilitado: boolean; active: boolean }[]>`(
        select coalesce(json_agg(json_build_object('id', m.id, 'habilitado', um.habilitado, 'active', um.active and m.active)), '[]'::json)
        from ${userModules} um join ${modules} m on m.id = um.module_id
        where um.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    leftNavigationAndMenuButtons: row.entries,
    cap: { active: row.capActive },
    habilitarTodo: row.habilitarTodo,
  };
}
