import { and, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
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

const sessionColumns = {
  id: sessions.id,
  mode: sessions.mode,
  expiresAt: sessions.expiresAt,
  operator: sessions.operator,
  userId: users.id,
  providerId: users.providerId,
  email: users.email,
  admin: users.admin,
  termsAccepted: termsAcceptedSql(users.id),
};

const liveSessionWhere = and(
  eq(sessions.id, sql.placeholder('sessionId')),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder('now')),
  isNull(users.disabledAt),
);

/**
 * The guard's one query per request: the live session, its user and, when the route belongs to
 * a module, the user's entry for it joined with the catalogue's global switch (null without one).
 */
const guardStatement = preparedPerDb((db) =>
  db
    .select({
      ...sessionColumns,
      habilitado: userModules.habilitado,
      moduleActive: sql<boolean | null>`${userModules.active} and ${modules.active}`,
      habilitarTodo: users.habilitarTodo,
      moduleId: modules.id,
      titulo: modules.titulo,
      disponible: modules.disponible,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      userModules,
      and(eq(userModules.userId, users.id), eq(userModules.moduleId, sql.placeholder('moduleId'))),
    )
    .leftJoin(modules, eq(modules.id, userModules.moduleId))
    .where(liveSessionWhere)
    .limit(1)
    .prepare('guard_session_module'),
);

export interface ModuleAccess {
  habilitado: boolean;
  active: boolean;
  habilitarTodo: boolean;
  /** The catalogue's entry, so a route about the module itself needs no query of its own. */
  catalogue: { id: string; titulo: string; disponible: boolean };
}

/** `moduleId` null: the session alone (routes open to any live session). */
export async function findGuardContext(
  db: Db,
  sessionId: string,
  now: Date,
  moduleId: string | null,
): Promise<{ session: LiveSession; module: ModuleAccess | null } | null> {
  const [row] = await guardStatement(db).execute({ sessionId, now, moduleId: moduleId ?? '' });
  if (!row) return null;
  const {
    habilitado,
    moduleActive,
    habilitarTodo,
    moduleId: id,
    titulo,
    disponible,
    ...session
  } = row;
  const module =
    habilitado === null || id === null || titulo === null || disponible === null
      ? null
      : {
          habilitado,
          active: moduleActive === true,
          habilitarTodo,
          catalogue: { id, titulo, disponible },
        };
  return { session, module };
}

export interface LiveSession {
  id: string;
  mode: SessionMode;
  expiresAt: Date;
  operator: string | null;
  userId: number;
  providerId: number;
  email: string;
  admin: boolean;
  termsAccepted: boolean;
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
