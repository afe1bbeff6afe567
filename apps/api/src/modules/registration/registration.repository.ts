import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { modules, providers, userModules, users } from '../../db/schema/index.ts';

export async function findProvider(db: Db, id: number, cuit: string) {
  const [row] = await db
    .select({ id: providers.id, apeRazonSocial: providers.apeRazonSocial, tipo: providers.tipo })
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.cuit, cuit)))
    .limit(1);
  return row ?? null;
}

export async function providerHasAdmin(db: Db, providerId: number) {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.providerId, providerId), eq(users.admin, true))).limit(1);
  return rows.length > 0;
}

export async function emailTaken(db: Db, email: string) {
  const rows = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return rows.length > 0;
}

/** The provider's administrator, with every module of the catalogue enabled. */
export async function insertAdminUser(db: Db, values: typeof users.$inferInsert) {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning({ id: users.id });
    const catalogue = await tx.select({ id: modules.id }).from(modules);
    if (catalogue.length > 0) {
      await tx.insert(userModules).values(catalogue.map((module) => ({ userId: user!.id, moduleId: module.id, habilitado: true, active: true })));
    }
    return user!.id;
  });
}
