import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<Row>(db: Db, statement: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}

/**
 * The row count of every table of the database, by name: equal before and after a refused
 * request proves it changed nothing, whatever table the call would have written.
 */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [counted] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = counted!.n;
  }
  return counts;
}
