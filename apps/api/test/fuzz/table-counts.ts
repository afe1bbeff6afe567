import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** The rows of `execute` (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

export type RowCounts = Record<string, number>;

/**
 * The row count of every table in one statement (the shared `rowCounts` asks table by table:
 * the same answer, but the fuzz counts after every request, thousands of requests per run).
 * The statement is built once per database: the fuzz creates no table.
 */
export function rowCounter(db: Db): () => Promise<RowCounts> {
  let statement: SQL | undefined;
  return async () => {
    if (!statement) {
      const listed = rowsOf<{ name: string }>(
        await db.execute(
          sql`select table_name as name from information_schema.tables
              where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
        ),
      );
      const parts = listed.map(
        ({ name }) =>
          sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`,
      );
      statement = sql.join(parts, sql` union all `);
    }
    const counted = rowsOf<{ name: string; n: number }>(await db.execute(statement));
    return Object.fromEntries(counted.map(({ name, n }) => [name, n]));
  };
}
