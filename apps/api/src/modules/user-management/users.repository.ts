import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { modules, sessions, userModules } from '../../db/schema/session.ts';
import { userProfiles } from '../../db/schema/user-management.ts';

/** The newest session the user opened itself (impersonated sessions are not its logins). */
const lastLogin = sql<Date | null>`(select max(s.created_at) from ${sessions} s where s.user_id = ${users.id} and s.mode = 'user')`;

const columns = {
  id: users.id,
  email: users.email,
  nombre: users.nombre,
  apellido: users.apellido,
  admin: users.admin,
  disabledAt: users.disabledAt,
  blockedAt: users.blockedAt,
  sector: userProfiles.sector,
  rol: userProfiles.rol,
  tipoDocumento: userProfiles.tipoDocumento,
  numeroDocumento: userProfiles.numeroDocumento,
  lastLogin,
};

export interface UserFilters {
  q?: string | undefined;
  sector?: number | undefined;
  rol?: number | undefined;
  active?: boolean | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The provider's users not deleted, by surname and name; `userId` narrows to one. */
export async function findTeam(
  db: Db,
  providerId: number,
  filters: UserFilters = {},
  userId?: number,
) {
  const pattern = filters.q ? `%${escapeLike(filters.q.trim())}%` : undefined;
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        eq(users.providerId, providerId),
        isNull(userProfiles.deletedAt),
        userId === undefined ? undefined : eq(users.id, userId),
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(sql`${users.nombre} || ' ' || ${users.apellido}`, pattern),
            )
          : undefined,
        filters.sector === undefined ? undefined : eq(userProfiles.sector, filters.sector),
        filters.rol === undefined ? undefined : eq(userProfiles.rol, filters.rol),
        filters.active === undefined
          ? undefined
          : filters.active
            ? isNull(users.disabledAt)
            : sql`${users.disabledAt} is not null`,
      ),
    )
    .orderBy(asc(users.apellido), asc(users.nombre), asc(users.id));
  return rows.map((row) => ({
    ...row,
    // A raw subquery answers text on some drivers: one Date for everyone.
    lastLogin: row.lastLogin === null ? null : new Date(row.lastLogin),
  }));
}
export type TeamRow = Awaited<ReturnType<typeof findTeam>>[number];

/** The enabled module ids of the provider's active admin users (what it may grant, ADR 0023). */
export async function findAdminModules(db: Db, providerId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: modules.id })
    .from(users)
    .innerJoin(userModules, eq(userModules.userId, users.id))
    .innerJoin(modules, eq(modules.id, userModules.moduleId))
    .where(
      and(
        eq(users.providerId, providerId),
        eq(users.admin, true),
        isNull(users.disabledAt),
        or(eq(userModules.habilitado, true), eq(users.habilitarTodo, true)),
      ),
    );
  return rows.map((row) => row.id);
}

export function findCatalogue(db: Db) {
  return db
    .select({ id: modules.id, titulo: modules.titulo })
    .from(modules)
    .orderBy(asc(modules.sort));
}

export async function findEnabledModules(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ id: userModules.moduleId })
    .from(userModules)
    .where(and(eq(userModules.userId, userId), eq(userModules.habilitado, true)));
  return rows.map((row) => row.id);
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row !== undefined;
}

/** Serialises writes to one provider's team (the checks and the write see the same rows). */
export async function lockTeam(db: Db, providerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${17_000_000_000 + providerId})`);
}

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(users).values(row).returning({ id: users.id });
  return inserted!.id;
}

export async function updateUserRow(
  db: Db,
  userId: number,
  set: Partial<Pick<typeof users.$inferInsert, 'nombre' | 'apellido' | 'admin' | 'disabledAt'>>,
) {
  await db.update(users).set(set).where(eq(users.id, userId));
}

export async function upsertProfile(db: Db, row: typeof userProfiles.$inferInsert) {
  await db
    .insert(userProfiles)
    .values(row)
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...row, userId: undefined } });
}

/** A new user's row for every catalogue entry, enabled for the chosen ones (as the seed writes). */
export async function insertModules(db: Db, userId: number, enabled: readonly string[]) {
  const catalogue = await findCatalogue(db);
  await db.insert(userModules).values(
    catalogue.map((entry) => ({
      userId,
      moduleId: entry.id,
      habilitado: enabled.includes(entry.id),
    })),
  );
}

/** The user's grants become exactly `enabled`; a module switched off for it stays off. */
export async function setModules(db: Db, userId: number, enabled: readonly string[]) {
  await db
    .update(userModules)
    .set({
      habilitado: enabled.length ? inArray(userModules.moduleId, [...enabled]) : sql`false`,
    })
    .where(eq(userModules.userId, userId));
}

/** A deleted user leaves the list; its profile row stays for who it was. */
export async function markDeleted(db: Db, userId: number, now: Date) {
  await db
    .insert(userProfiles)
    .values({ userId, updatedAt: now, deletedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { updatedAt: now, deletedAt: now } });
}
