import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { schemaStatus, type KnownMigration, type SchemaStatus } from './schema-version.ts';

const journal = new URL('./migrations/meta/_journal.json', import.meta.url);
let known: KnownMigration[] | undefined;

/** The migrations this code ships, in order (read once: readiness asks on every probe). */
export function knownMigrations(): KnownMigration[] {
  known ??= (
    JSON.parse(readFileSync(journal, 'utf8')) as { entries: { tag: string; when: number }[] }
  ).entries.map(({ tag, when }) => ({ tag, when }));
  return known;
}

/** The created_at of every migration applied to the database (none before the first). */
export async function appliedMigrations(db: Db): Promise<number[]> {
  // Both drivers answer { rows }; Drizzle's driver-neutral handle leaves raw results untyped.
  const table: unknown = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(table as { rows: { present: boolean }[] }).rows[0]?.present) return [];
  const result: unknown = await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  return (result as { rows: { created_at: string | number }[] }).rows.map((row) =>
    Number(row.created_at),
  );
}

export async function readSchemaStatus(db: Db): Promise<SchemaStatus> {
  return schemaStatus(knownMigrations(), await appliedMigrations(db));
}
