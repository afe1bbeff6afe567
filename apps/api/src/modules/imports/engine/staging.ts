import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { sqlRows } from './sql-rows.ts';
import type { ImportKind, RowProblem } from './kind.ts';
import type { ImportTx } from './transaction.ts';

/** The temporary table a file is staged in; dropped with the transaction. */
export const STAGING = 'import_staging';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The engine's own columns before the kind's: the file line and the row's key in the file. */
const ENGINE_COLUMNS = [
  { name: 'line', type: 'integer' },
  { name: 'import_key', type: 'text' },
] as const;
/** accept-partial only: the record as read, for the reject file of rows refused set-wise. */
const RAW_COLUMN = { name: 'import_raw', type: 'text' } as const;

/**
 * Rows are added synchronously and sent by `drain`, awaited once per batch of records: an await
 * per row cost a promise per row, and a million of them were a visible share of the import.
 */
export interface StagingWriter {
  add(values: readonly unknown[]): void;
  /** Sends what is due and waits for back-pressure (COPY) or the batch's insert (PGlite). */
  drain(): Promise<void>;
  end(): Promise<void>;
  /** The file is refused mid-way: an open COPY must fail, or its connection stays in COPY. */
  abort(error: Error): Promise<void>;
}

function stagingColumns(kind: ImportKind<unknown>, withRaw: boolean) {
  return [...ENGINE_COLUMNS, ...kind.staging, ...(withRaw ? [RAW_COLUMN] : [])];
}

export async function createStaging(
  tx: ImportTx,
  kind: ImportKind<unknown>,
  withRaw: boolean,
): Promise<StagingWriter> {
  const columns = stagingColumns(kind, withRaw);
  await tx.db.execute(
    sql.raw(
      `create temp table ${STAGING} (${columns.map((c) => `${quote(c.name)} ${c.type}`).join(', ')}) on commit drop`,
    ),
  );
  const names = columns.map((c) => quote(c.name)).join(', ');
  return tx.copy
    ? copyWriter(tx.copy(`copy ${STAGING} (${names}) from stdin`))
    : insertWriter(tx, names, columns);
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** COPY's text format: tab-separated, \N for null, backslash escapes. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // Most cells need no escape: one test instead of four replacements (a million rows' worth).
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r');
}

/** PostgreSQL: rows streamed through COPY, written in ~64 KB pieces with back-pressure. */
function copyWriter(stream: Writable): StagingWriter {
  let text = '';
  let full = false;
  const send = () => {
    if (text.length === 0) return;
    if (!stream.write(text)) full = true;
    text = '';
  };
  const flush = async () => {
    send();
    if (full) {
      full = false;
      await once(stream, 'drain');
    }
  };
  return {
    add(values) {
      let line = '';
      for (let index = 0; index < values.length; index += 1) {
        line += (index === 0 ? '' : '\t') + copyValue(values[index]);
      }
      text += line + '\n';
      if (text.length >= 65_536) send();
    },
    drain: flush,
    async end() {
      await flush();
      stream.end();
      await finished(stream);
    },
    async abort(error) {
      // pg-copy-streams answers destroy() with CopyFail; the server then ends the COPY.
      stream.destroy(error);
      await finished(stream).catch(() => undefined);
    },
  };
}

/** PGlite (no COPY from a stream): batches of rows as one array per column, through unnest. */
function insertWriter(
  tx: ImportTx,
  names: string,
  columns: readonly { name: string; type: string }[],
): StagingWriter {
  const BATCH = 5_000;
  let batch: (readonly unknown[])[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const arrays = columns.map(
      (column, index) =>
        sql`${sql.param(rows.map((row) => row[index] ?? null))}::${sql.raw(column.type)}[]`,
    );
    await tx.db.execute(
      sql`insert into ${sql.raw(STAGING)} (${sql.raw(names)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  };
  return {
    add(values) {
      batch.push(values);
    },
    async drain() {
      if (batch.length >= BATCH) await flush();
    },
    end: flush,
    abort: () => Promise.resolve(),
  };
}

/**
 * Rows whose key repeats inside the file, found set-wise: each with another line of its key
 * (the first line names the second; later ones name the first). All are refused: the file does
 * not say which of them is right.
 */
export async function findDuplicates(
  tx: ImportTx,
  limit: number | null,
): Promise<{ lines: { line: number; other: number }[]; count: number }> {
  // Nearly every file has none: one hash aggregate says so, where the windows below sort it all.
  const [any] = await sqlRows<{ found: boolean }>(
    tx.db,
    sql.raw(
      `select exists (select 1 from ${STAGING} group by import_key having count(*) > 1) as found`,
    ),
  );
  if (!any?.found) return { lines: [], count: 0 };
  const result = await sqlRows<{ line: number; other: number; total: string }>(
    tx.db,
    sql.raw(`with d as (
      select line, import_key,
        min(line) over (partition by import_key) as first,
        count(*) over (partition by import_key) as n
      from ${STAGING}
    ), dup as (
      select line, import_key, first from d where n > 1
    )
    select line,
      case when line = first
        then (select min(o.line) from dup o where o.import_key = dup.import_key and o.line > dup.line)
        else first end as other,
      count(*) over () as total
    from dup order by line${limit === null ? '' : ` limit ${limit}`}`),
  );
  const rows = result;
  return {
    lines: rows.map((row) => ({ line: Number(row.line), other: Number(row.other) })),
    count: Number(rows[0]?.total ?? 0),
  };
}

/**
 * Planner statistics of the staged file (a temporary table gets none by itself): without them
 * the checks and the merge are planned for a table of unknown size.
 */
export async function analyzeStaging(tx: ImportTx): Promise<void> {
  await tx.db.execute(sql.raw(`analyze ${STAGING}`));
}

/** accept-partial: the refused staged rows leave the staging table (the merge never sees them). */
export async function dropStagedLines(tx: ImportTx, lines: readonly number[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.db.execute(
    sql`delete from ${sql.raw(STAGING)} where line = any(${sql.param(lines)}::integer[])`,
  );
}

/** accept-partial: the records of these staged lines, as read, for the reject file. */
export async function stagedRecords(
  tx: ImportTx,
  lines: readonly number[],
): Promise<{ line: number; raw: string }[]> {
  if (lines.length === 0) return [];
  const result = await sqlRows<{ line: number; raw: string }>(
    tx.db,
    sql`select line, import_raw as raw from ${sql.raw(STAGING)} where line = any(${sql.param(lines)}::integer[]) order by line`,
  );
  return result.map((row) => ({ line: Number(row.line), raw: row.raw }));
}

export type { RowProblem };
