import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recentValidations } from '../../db/schema/home.ts';

export type RecentValidationRow = typeof recentValidations.$inferInsert;

export async function insertRecentValidation(db: Db, row: RecentValidationRow) {
  await db.insert(recentValidations).values(row);
}

/** The user's newest validations, from the (user, at desc) index. */
export function findRecentValidations(db: Db, userId: number, limit: number) {
  return db
    .select({
      at: recentValidations.at,
      contra: recentValidations.contra,
      middle: recentValidations.middle,
      inte: recentValidations.inte,
      valido: recentValidations.valido,
      nombre: recentValidations.nombre,
    })
    .from(recentValidations)
    .where(eq(recentValidations.userId, userId))
    .orderBy(desc(recentValidations.at), desc(recentValidations.id))
    .limit(limit);
}
