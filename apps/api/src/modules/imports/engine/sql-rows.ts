import type { SQL } from 'drizzle-orm';
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
