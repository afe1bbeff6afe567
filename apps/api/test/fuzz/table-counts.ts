import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** The rows of `execute` (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * The row count of every table in one statement (the shared `rowCounts` asks table by table:
 * the same answer, but the fuzz counts twice per request and hundreds of requests per run).
 */
export async function fastRowCounts(db: Db): Promise<Record<string, number>> {
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
  const counted = rowsOf<{ name: string; n: number }>(
    await db.execute(sql.join(parts, sql` union all `)),
  );
  return Object.fromEntries(counted.map(({ name, n }) => [name, n]));
}
