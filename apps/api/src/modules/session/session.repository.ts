import { and, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import {
  localities,
  modules,
  providerManagementUnits,
  providers,
  provinces,
  sessions,
  terms,
  termsAcceptances,
  userModules,
  users,
  type SessionMode,
} from '../../db/schema/index.ts';

/** True when the user accepted the latest terms of the portal's entity and channel. */
export function termsAcceptedSql(userId: SQLWrapper | number) {
  return sql<boolean>`exists (select 1 from ${termsAcceptances} ta where ta.user_id = ${userId} and ta.terms_id = (select max(t.id) from ${terms} t where t.entidad = ${TERMS_ENTITY} and t.canal = ${TERMS_CHANNEL}))`;
}

/** A live session with what every guard needs, in one query. */
export async function findLiveSession(db: Db, sessionId: string, now: Date) {
  const rows = await db
    .select({
      id: sessions.id,
      mode: sessions.mode,
      expiresAt: sessions.expiresAt,
      operator: sessions.operator,
      userId: users.id,
      providerId: users.providerId,
      email: users.email,
      admin: users.admin,
      termsAccepted: termsAcceptedSql(users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** The user's entry for one module joined with the catalogue's global switch. */
export async function findModuleAccess(db: Db, userId: number, moduleId: string) {
  const rows = await db
    .select({
      habilitado: userModules.habilitado,
      active: sql<boolean>`${userModules.active} and ${modules.active}`,
      habilitarTodo: users.habilitarTodo,
    })
    .from(userModules)
    .innerJoin(modules, eq(modules.id, userModules.moduleId))
    .innerJoin(users, eq(users.id, userModules.userId))
    .where(and(eq(userModules.userId, userId), eq(userModules.moduleId, moduleId)))
    .limit(1);
  return rows[0] ?? null;
}

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

/** Everything the "second call" after login answers (spec §3). */
export async function loadUserConfig(db: Db, userId: number) {
  // One round trip: this runs right after every login and session restore.
  const [row] = await db
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
    .where(eq(users.id, userId));
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
