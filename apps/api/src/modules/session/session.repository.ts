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
  const [row] = await db
    .select({ user: users, provider: providers })
    .from(users)
    .innerJoin(providers, eq(providers.id, users.providerId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const [permissionRows, unitRows, localityRows, termsRow] = await Promise.all([
    db
      .select({
        id: modules.id,
        habilitado: userModules.habilitado,
        active: sql<boolean>`${userModules.active} and ${modules.active}`,
      })
      .from(userModules)
      .innerJoin(modules, eq(modules.id, userModules.moduleId))
      .where(eq(userModules.userId, userId))
      .orderBy(modules.sort),
    db
      .select({ unitId: providerManagementUnits.unitId })
      .from(providerManagementUnits)
      .where(eq(providerManagementUnits.providerId, row.provider.id))
      .orderBy(providerManagementUnits.unitId),
    db
      .select({ provincia: provinces.nombre, localidad: localities.nombre })
      .from(localities)
      .innerJoin(provinces, eq(provinces.id, localities.provinceId))
      .where(eq(localities.id, row.provider.localityId)),
    db
      .select({ accepted: termsAcceptedSql(userId) })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  return {
    ...row,
    permissions: permissionRows,
    managementUnits: unitRows.map((unit) => unit.unitId),
    location: localityRows[0] ?? { provincia: '', localidad: '' },
    termsAccepted: termsRow[0]?.accepted ?? false,
  };
}
