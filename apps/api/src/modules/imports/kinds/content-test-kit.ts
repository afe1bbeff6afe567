import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sqlRows } from '../engine/sql-rows.ts';

const TABLES = [
  'content_pages',
  'content_page_sections',
  'branches',
  'content_news',
  'magazine_issues',
  'practice_guides',
] as const;

/** A digest of every table the content file writes: what a refused or dry-run import must not change. */
export async function contentState(db: Db): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await sqlRows<{ d: string | null }>(
      db,
      sql.raw(
        `select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as d from ${table} t`,
      ),
    );
    state[table] = row?.d ?? '';
  }
  return state;
}
