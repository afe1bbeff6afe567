import type { Readable, Writable } from 'node:stream';
import type { z } from 'zod';
import type { ImportKindName } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { LiveEventBus } from '../../../lib/live-events.ts';

/**
 * The contract between the import engine and each kind of file (docs/decisions/0048). The engine
 * owns reading, dialects, staging, the one transaction and the report; a kind owns its columns,
 * its row schema and its set-wise merge. The names live in contracts (IMPORT_KINDS).
 */
export type { ImportKindName };

/** One refused cell or row: `message` is Spanish (es-AR), shown to the insurer's operator. */
export interface RowProblem {
  line: number;
  field: string;
  message: string;
}

export interface ImportCounts {
  new: number;
  changed: number;
  unchanged: number;
  retired: number;
}

/** Shared by the CLI, the HTTP door and the docs (its zod schema is contracts' importReport). */
export interface ImportReport extends ImportCounts {
  kind: ImportKindName;
  read: number;
  refused: number;
  problems: RowProblem[];
  applied: boolean;
  dryRun: boolean;
  full: boolean;
  rejectFile?: string;
}

/** A staging column: `type` is SQL, e.g. "integer", "varchar(80)", "date", "bigint". */
export interface StagingColumn {
  name: string;
  type: string;
}

export interface MergeOptions {
  full: boolean;
  /** yyyy-mm-dd: the date a full register's leaves (bajas) take. */
  fileDate: string;
  /** accept-partial: the lines refused, which the merge skips. */
  refusedLines: ReadonlySet<number>;
}

export interface CheckContext {
  /** Rows refused before staging (their cells): sums over the staged rows would miss them. */
  refusedRows: number;
}

export interface ImportKind<Row> {
  name: ImportKindName;
  /** CSV header, in order; also the NDJSON keys. From the contracts row schema (one source). */
  columns: readonly string[];
  /** Parses one record (all strings from CSV; typed or strings from NDJSON) into a Row; issues become RowProblems by path. */
  row: z.ZodType<Row>;
  /** The identity of a row inside the file: two rows with one key refuse the file (duplicate). */
  key(row: Row): string;
  /** Staging: the engine creates a temporary table with these columns (+ line integer) and streams rows into it (COPY on PostgreSQL, batched INSERT on PGlite). */
  staging: readonly StagingColumn[];
  toStaging(row: Row): readonly unknown[];
  /** Set-wise checks against the database once the whole file is staged (unknown plan, locality…): problems by line. */
  checkStaged?(tx: Db, staging: string, context: CheckContext): Promise<RowProblem[]>;
  /** Merges the staged rows in the engine’s transaction (set-wise SQL, never row by row); with full, retires what the file lacks. Lines listed in `refusedLines` (accept-partial) are skipped. Returns the counts. */
  merge(tx: Db, staging: string, options: MergeOptions): Promise<ImportCounts>;
  /** Options this kind does not take, each with the Spanish reason: the file is refused unread. */
  refusesOptions?: { full?: string; acceptPartial?: string };
  /** After a committed import: what every API process must forget (published on the live-event bus by the engine). */
  invalidates?: readonly string[];
  /**
   * The export: what the database holds now, as the rows of this kind's file, each cell the text
   * the row schema reads back to the same value ('' is empty), keys in `columns` order, rows in
   * key order, read page by page (never the whole table at once). Importing it changes nothing.
   */
  exportRows?(db: Db): AsyncIterable<ExportRow>;
}

/** One exported row: each column's cell text. */
export type ExportRow = Readonly<Record<string, string>>;

export interface ImportDeps {
  db: Db;
  clock: Clock;
  events?: LiveEventBus;
}

export interface ImportProgress {
  rows: number;
  bytes: number;
}

export interface ImportOptions {
  full?: boolean;
  dryRun?: boolean;
  acceptPartial?: boolean;
  /** yyyy-mm-dd; defaults to the clock's date in Argentina. */
  fileDate?: string;
  /** accept-partial: where the refused rows go, as CSV with a reason column. */
  rejectTo?: Writable;
  /** Its name, for the report only. */
  rejectFile?: string;
  onProgress?: (progress: ImportProgress) => void;
  /** Refused past this many bytes, read as they come (never buffered). */
  maxBytes?: number;
  /** The file's name, when there is one: `.ndjson`/`.jsonl` picks NDJSON without sniffing. */
  fileName?: string;
}

export type RunImport = (
  deps: ImportDeps,
  kind: ImportKind<unknown>,
  input: Readable,
  options: ImportOptions,
) => Promise<ImportReport>;
