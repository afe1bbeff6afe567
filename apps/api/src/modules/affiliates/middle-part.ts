import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { affiliates } from '../../db/schema/affiliates.ts';

/**
 * The middle part of the affiliate number (spec §3: contra, middle, inte) of a row that names
 * its affiliate by contract and member only, as a request's afiliado {contra, inte} does: the
 * register's, so every screen prints the whole number ("30000001 1 01"). A request is
 * filed only for an affiliate of the register, so the subquery always finds it; the unique
 * index on (contra, middle, inte) serves it.
 */
export function affiliateMiddle(contra: AnyPgColumn, inte: AnyPgColumn): SQL<number> {
  return sql<number>`(select min(${affiliates.middle}) from ${affiliates} where ${affiliates.contra} = ${outer(contra)} and ${affiliates.inte} = ${outer(inte)})`.mapWith(
    Number,
  );
}

/**
 * A column of the outer query named with its table: Drizzle writes a single-table select's
 * columns bare, and a bare "contra" inside the subquery would be the register's own column.
 */
const outer = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
