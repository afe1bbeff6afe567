import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { ROW_LOG as LOG, rowsOf, tableCountParts } from '../row-counts.ts';

export type RowCounts = Record<string, number>;

/**
 * A row trigger on every table of the schema logs +1 per inserted row and -1 per deleted one; a
 * truncate logs null (its rows are not known, so the next read counts every table again). Only
 * the fuzz's database gets them: the trigger is the instrument, not part of the schema.
 */
const INSTALL = sql.raw(`do $install$
declare t text;
begin
  create unlogged table if not exists ${LOG} (id bigserial primary key, table_name text not null, delta int);
  create or replace function ${LOG}_row() returns trigger language plpgsql as $f$
    begin
      insert into ${LOG} (table_name, delta) values (TG_TABLE_NAME, case when TG_OP = 'INSERT' then 1 else -1 end);
      return null;
    end $f$;
  create or replace function ${LOG}_truncate() returns trigger language plpgsql as $f$
    begin
      insert into ${LOG} (table_name, delta) values (TG_TABLE_NAME, null);
      return null;
    end $f$;
  for t in select table_name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '${LOG}' loop
    execute format('create or replace trigger ${LOG} after insert or delete on %I for each row execute function ${LOG}_row()', t);
    execute format('create or replace trigger ${LOG}_truncate after truncate on %I for each statement execute function ${LOG}_truncate()', t);
  end loop;
end $install$`);

interface Counted {
  counts: RowCounts;
  /** The log's entries taken in the same snapshot: already in `counts`. */
  taken: { table: string; delta: number | null }[];
}

/** Every table's count in one statement, taking the log's entries in the same snapshot. */
async function countEveryTable(db: Db): Promise<Counted> {
  const parts = await tableCountParts(db);
  // One statement, one snapshot: the entries it takes are exactly those whose rows it counts.
  const rows = await rowsOf<{ name: string; n: number | null; logged: boolean }>(
    db,
    sql`with taken as (delete from ${sql.identifier(LOG)} returning table_name, delta)
        select name, n, false as logged from (${sql.join(parts, sql` union all `)}) counted
        union all select table_name, delta, true from taken`,
  );
  return {
    counts: Object.fromEntries(rows.filter((row) => !row.logged).map((row) => [row.name, row.n!])),
    taken: rows.filter((row) => row.logged).map((row) => ({ table: row.name, delta: row.n })),
  };
}

/** The log's committed entries, taken: what changed since the last read. */
async function takeLog(db: Db) {
  const rows = await rowsOf<{ table_name: string; delta: number | null }>(
    db,
    sql`delete from ${sql.identifier(LOG)} returning table_name, delta`,
  );
  return rows.map((row) => ({ table: row.table_name, delta: row.delta }));
}

/** The counts after the entries, or null when one is a truncate (its rows are not known). */
function applied(counts: RowCounts, entries: Counted['taken']): RowCounts | null {
  if (entries.some((entry) => entry.delta === null)) return null;
  const next = { ...counts };
  for (const { table, delta } of entries) next[table] = next[table]! + delta!;
  return next;
}

export interface RowCounter {
  /** Every table's row count now (the log table aside). */
  (): Promise<RowCounts>;
  /** Counts every table and throws when the kept counts disagree: the instrument checked. */
  verify(): Promise<void>;
}

const counters = new WeakMap<Db, RowCounter>();

/**
 * The row count of every table, as the fuzz asks after every request (thousands per run):
 * counted once, then kept by the log's entries instead of counting every table each time
 * (ADR 0030's addendum). An entry of a transaction still open stays in the log until it
 * commits, so nothing is missed; a rolled-back one never appears. One counter per database:
 * the counts are the database's, whoever asks.
 */
export function rowCounter(db: Db): RowCounter {
  const existing = counters.get(db);
  if (existing) return existing;
  let kept: RowCounts | null = null;
  let installed = false;
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  const read = async (): Promise<RowCounts> => {
    if (kept) kept = applied(kept, await takeLog(db));
    if (!installed) {
      await db.execute(INSTALL);
      installed = true;
    }
    kept ??= (await countEveryTable(db)).counts;
    return { ...kept };
  };
  const counter = Object.assign(() => serial(read), {
    verify: () =>
      serial(async () => {
        const before = await read();
        const { counts, taken } = await countEveryTable(db);
        kept = counts;
        const expected = applied(before, taken) ?? counts;
        const wrong = Object.keys({ ...counts, ...expected }).filter(
          (table) => counts[table] !== expected[table],
        );
        if (wrong.length > 0) {
          const each = wrong.map(
            (table) => `${table}: kept ${expected[table]}, counted ${counts[table]}`,
          );
          throw new Error(`The kept row counts disagree with a count: ${each.join('; ')}`);
        }
      }),
  });
  counters.set(db, counter);
  return counter;
}
