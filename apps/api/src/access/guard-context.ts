import { and, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain/auth';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { users } from '../db/schema/auth.ts';
import { modules, sessions, terms, termsAcceptances, userModules } from '../db/schema/session.ts';
import type { GuardContext } from './session.ts';

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

/** `moduleId` null: the session alone (routes open to any live session). */
export async function findGuardContext(
  db: Db,
  sessionId: string,
  now: Date,
  moduleId: string | null,
): Promise<GuardContext | null> {
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
