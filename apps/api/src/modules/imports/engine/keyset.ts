import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sqlRows } from './sql-rows.ts';

/** Rows an export reads at once: memory holds one page, whatever the table's size. */
export const EXPORT_PAGE_ROWS = 1_000;

/**
 * Reads a table page by page in key order (keyset: each page starts after the last row of the
 * previous one, so a page costs the same at the end of a million rows as at the start): `page`
 * answers the query of the rows after `after` (null: from the start), at most `limit` of them.
 */
export async function* keysetPages<Row, Key>(
  db: Db,
  page: (after: Key | null, limit: number) => SQL,
  keyOf: (row: Row) => Key,
  limit = EXPORT_PAGE_ROWS,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const rows = await sqlRows<Row>(db, page(after, limit));
    yield* rows;
    if (rows.length < limit) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}
