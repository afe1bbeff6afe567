import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupCommit } from '../../db/group-commit.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { recentValidations } from '../../db/schema/home.ts';

export type RecentValidationRow = typeof recentValidations.$inferInsert;

/**
 * Validations answered at the same time share one insert, a group commit (ADR 0068): each
 * caller still goes on only once its own row has committed.
 */
const writers = preparedPerDb((db) =>
  groupCommit<RecentValidationRow>((rows) =>
    // One text for any number of rows, one array per column (as the team activity's); not
    // the ORM's insert from a select, which would name the identity column too.
    db.execute(sql`insert into ${recentValidations}
      (user_id, at, contra, middle, inte, valido, nombre)
      select * from unnest(${sql.param(rows.map((row) => row.userId))}::int[],
        ${sql.param(rows.map((row) => row.at.toISOString()))}::timestamptz[],
        ${sql.param(rows.map((row) => row.contra))}::int[], ${sql.param(rows.map((row) => row.middle))}::smallint[],
        ${sql.param(rows.map((row) => row.inte))}::smallint[], ${sql.param(rows.map((row) => row.valido))}::boolean[],
        ${sql.param(rows.map((row) => row.nombre))}::text[])`),
  ),
);

export function insertRecentValidation(db: Db, row: RecentValidationRow): Promise<void> {
  return writers(db)(row);
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
