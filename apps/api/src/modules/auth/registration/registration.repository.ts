import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { providers } from '../../../db/schema/core.ts';
import { modules, userModules } from '../../../db/schema/session.ts';

export async function findProvider(db: Db, id: number, cuit: string) {
  const [row] = await db
    .select({ id: providers.id, apeRazonSocial: providers.apeRazonSocial, tipo: providers.tipo })
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.cuit, cuit)))
    .limit(1);
  return row ?? null;
}

export async function providerHasAdmin(db: Db, providerId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.providerId, providerId), eq(users.admin, true)))
    .limit(1);
  return rows.length > 0;
}

export async function emailTaken(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return rows.length > 0;
}

/** PostgreSQL's unique_violation, whether the driver's error arrives bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The provider's administrator, with every module of the catalogue enabled. The checks run
 * again under a lock on the provider row, so a double-submitted form creates one user and the
 * second answer is a refusal, not a unique-index error.
 */
export async function insertAdminUser(
  db: Db,
  values: typeof users.$inferInsert,
): Promise<'ok' | 'has-admin' | 'email-taken'> {
  try {
    return await db.transaction(async (tx) => {
      await tx
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.id, values.providerId))
        .for('update');
      if (await providerHasAdmin(tx, values.providerId)) return 'has-admin';
      if (await emailTaken(tx, values.email)) return 'email-taken';
      const [user] = await tx.insert(users).values(values).returning({ id: users.id });
      const catalogue = await tx.select({ id: modules.id }).from(modules);
      if (catalogue.length > 0) {
        await tx.insert(userModules).values(
          catalogue.map((module) => ({
            userId: user!.id,
            moduleId: module.id,
            habilitado: true,
            active: true,
          })),
        );
      }
      return 'ok';
    });
  } catch (error) {
    // The same e-mail registered for two providers at once: the index lets one through.
    if (isUniqueViolation(error)) return 'email-taken';
    throw error;
  }
}
