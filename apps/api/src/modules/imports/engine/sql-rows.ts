import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/** The rows of a raw statement; both drivers answer `{ rows }` (Db's result type is opaque). */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The `n` of a `select count(*) as n` (a bigint arrives as text on node-postgres). */
export async function sqlCount(db: Db, query: SQL): Promise<number> {
  const [row] = await sqlRows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

/**
 * A document's own columns repeat on each of its rows (a settlement on its lines, a payment on
 * its invoices): for `x`, a row, and `f`, its document's first row, one `(field, differs)` pair a
 * column, for `cross join lateral (values …) as d (field, differs)`. Each entry is
 * [staging column, file column].
 */
export function firstRowDiffers(header: readonly (readonly [string, string])[]): SQL {
  return sql.join(
    header.map(
      ([column, field]) =>
        sql`(${sql.raw(`'${field}'`)}, x.${sql.raw(column)} is distinct from f.${sql.raw(column)})`,
    ),
    sql`, `,
  );
}
