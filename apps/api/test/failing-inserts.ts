import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * Runs `work` while every insert into `table` fails, as a full disk or a broken database would,
 * then puts the table back. For tests of "nothing half-written" and of the error the user sees.
 */
export async function whileInsertsFail(
  db: Db,
  table: string,
  work: () => Promise<void>,
): Promise<void> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const name = sql.raw(`refuse_${table}`);
  await db.execute(
    sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'inserts into ${sql.raw(table)} fail'; end $$`,
  );
  await db.execute(
    sql`create trigger ${name} before insert on ${sql.raw(table)} for each row execute function ${name}()`,
  );
  try {
    await work();
  } finally {
    await db.execute(sql`drop trigger ${name} on ${sql.raw(table)}`);
    await db.execute(sql`drop function ${name}()`);
  }
}
