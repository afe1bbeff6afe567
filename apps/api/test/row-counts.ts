import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}

/** The fuzz's log of row changes (fuzz/table-counts.ts): its instrument, not the app's data. */
export const ROW_LOG = 'fuzz_row_log';

/**
 * One `select name, n` per table of the schema, to be joined by `union all` into a single
 * statement: one round trip where a statement per table took a hundred.
 */
export async function tableCountParts(db: Db): Promise<SQL[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${ROW_LOG}
        order by table_name`,
  );
  return tables.map(
    ({ name }) =>
      sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`,
  );
}

/**
 * The row count of every table of the database, by name: equal before and after a refused
 * request proves it changed nothing, whatever table the call would have written.
 */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const parts = await tableCountParts(db);
  const counted = await rowsOf<{ name: string; n: number }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(counted.map(({ name, n }) => [name, n]));
}
