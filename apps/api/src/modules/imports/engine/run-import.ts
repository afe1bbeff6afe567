import type { Readable } from 'node:stream';
import { argentinaWallClock } from '@portal/domain/format';
import { IMPORT_MESSAGES } from '@portal/domain/imports';
import { IMPORT_REPORT_MAX_PROBLEMS } from '@portal/contracts';
import { ACCESS_CHANGES } from '../../../lib/live-events.ts';
import type { Clock } from '../../../lib/clock.ts';
import { FileRefused } from './decode.ts';
import type {
  ImportCounts,
  ImportDeps,
  ImportKind,
  ImportOptions,
  ImportReport,
  RowProblem,
} from './kind.ts';
import { ProblemList } from './problems.ts';
import { readRecords } from './read-records.ts';
import { rejectWriter } from './reject-file.ts';
import {
  analyzeStaging,
  createStaging,
  dropStagedLines,
  findDuplicates,
  STAGING,
  stagedRecords,
  type StagingWriter,
} from './staging.ts';
import { inImportTransaction, RollBack, type ImportTx } from './transaction.ts';

const PROGRESS_EVERY_ROWS = 5_000;

/** Today in Argentina, yyyy-mm-dd: a full register's leaves take it when the file names none. */
export function argentinaToday(clock: Clock): string {
  const { year, month, day } = argentinaWallClock(clock.now());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const NO_COUNTS: ImportCounts = { new: 0, changed: 0, unchanged: 0, retired: 0 };

/** zod issues of one row, as the report's problems (the field is the issue's first path key). */
function issueProblems(line: number, issues: readonly { path: PropertyKey[]; message: string }[]) {
  return issues.map((issue) => ({
    line,
    field: String(issue.path[0] ?? ''),
    message: issue.message,
  }));
}

type Rejects = ReturnType<typeof rejectWriter> | null;

/** Reads, parses and stages every record; the refused ones go to `problems` (and rejects). */
async function stageRecords(
  kind: ImportKind<unknown>,
  input: Readable,
  options: ImportOptions,
  sinks: { writer: StagingWriter; problems: ProblemList; rejects: Rejects },
): Promise<number> {
  const partial = options.acceptPartial ?? false;
  let read = 0;
  let bytes = 0;
  let reported = 0;
  for await (const records of readRecords(input, kind.columns, {
    fileName: options.fileName,
    maxBytes: options.maxBytes,
    onBytes: (count) => {
      bytes = count;
    },
  })) {
    for (const record of records) {
      read += 1;
      let refused: RowProblem[];
      if (record.problem) refused = [record.problem];
      else {
        const parsed = kind.row.safeParse(record.cells);
        if (parsed.success) {
          const values = [record.line, kind.key(parsed.data), ...kind.toStaging(parsed.data)];
          if (partial) values.push(JSON.stringify(record.cells));
          sinks.writer.add(values);
          continue;
        }
        refused = issueProblems(record.line, parsed.error.issues);
      }
      sinks.problems.add(refused);
      await sinks.rejects?.add(record.cells, refused);
    }
    await sinks.writer.drain();
    if (read - reported >= PROGRESS_EVERY_ROWS) {
      reported = read;
      options.onProgress?.({ rows: read, bytes });
    }
  }
  options.onProgress?.({ rows: read, bytes });
  return read;
}

/**
 * Stages the whole file, checking every row (cells, then duplicates and the kind's checks
 * against the database, set-wise). Answers the rows read; the refused ones are in `problems`.
 */
async function stageFile(
  tx: ImportTx,
  kind: ImportKind<unknown>,
  input: Readable,
  options: ImportOptions,
  problems: ProblemList,
): Promise<number> {
  const partial = options.acceptPartial ?? false;
  const rejects = partial && options.rejectTo ? rejectWriter(options.rejectTo, kind.columns) : null;
  const writer = await createStaging(tx, kind, partial);
  let read: number;
  try {
    read = await stageRecords(kind, input, options, { writer, problems, rejects });
  } catch (error) {
    await writer.abort(error as Error);
    throw error;
  }
  await writer.end();
  await analyzeStaging(tx);

  const duplicates = await findDuplicates(tx, partial ? null : IMPORT_REPORT_MAX_PROBLEMS);
  const setWise: RowProblem[] = duplicates.lines.map(({ line, other }) => ({
    line,
    field: '',
    message: IMPORT_MESSAGES.duplicate(other),
  }));
  const context = { refusedRows: problems.refused };
  setWise.push(...((await kind.checkStaged?.(tx.db, STAGING, context)) ?? []));
  problems.add(setWise);
  // Duplicates past the report's cap still refuse the file: their count is what tells.
  problems.countUnlisted(duplicates.count - duplicates.lines.length);
  if (partial) {
    const lines = [...new Set(setWise.map((problem) => problem.line))];
    if (rejects) {
      for (const { line, raw } of await stagedRecords(tx, lines)) {
        await rejects.add(
          JSON.parse(raw) as Record<string, unknown>,
          setWise.filter((problem) => problem.line === line),
        );
      }
    }
    await dropStagedLines(tx, lines);
  }
  await rejects?.end();
  return read;
}

/**
 * Imports one file of one kind (docs/decisions/0048): read as a stream, every row validated and
 * staged in a temporary table, then merged set-wise by the kind, all in ONE transaction. Any
 * refused row refuses the file unless acceptPartial; dryRun answers the same report and rolls
 * back. After a commit, the kind's `invalidates` go out on the live-event bus.
 */
export async function runImport(
  deps: ImportDeps,
  kind: ImportKind<unknown>,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const full = options.full ?? false;
  const dryRun = options.dryRun ?? false;
  const base = {
    kind: kind.name,
    dryRun,
    full,
    ...(options.rejectFile !== undefined && { rejectFile: options.rejectFile }),
  };
  const refusedReport = (read: number, problems: ProblemList): ImportReport => ({
    ...base,
    ...NO_COUNTS,
    read,
    refused: problems.refused,
    problems: problems.list(),
    applied: false,
  });
  const refusal =
    (full && kind.refusesOptions?.full) ||
    (options.acceptPartial && kind.refusesOptions?.acceptPartial) ||
    (full && options.acceptPartial && IMPORT_MESSAGES.fullNotPartial);
  if (refusal) {
    input.destroy();
    return {
      ...refusedReport(0, new ProblemList()),
      problems: [{ line: 0, field: '', message: refusal }],
    };
  }
  const problems = new ProblemList();
  const report = await inImportTransaction(deps.db, async (tx) => {
    let read: number;
    try {
      read = await stageFile(tx, kind, input, options, problems);
    } catch (error) {
      if (!(error instanceof FileRefused)) throw error;
      input.destroy();
      throw new RollBack({ ...refusedReport(0, problems), problems: error.problems });
    }
    if (problems.refused > 0 && !options.acceptPartial) {
      throw new RollBack(refusedReport(read, problems));
    }
    const counts = await kind.merge(tx.db, STAGING, {
      full,
      fileDate: options.fileDate ?? argentinaToday(deps.clock),
      refusedLines: problems.lines,
    });
    const done: ImportReport = {
      ...base,
      ...counts,
      read,
      refused: problems.refused,
      problems: problems.list(),
      applied: !dryRun,
    };
    if (dryRun) throw new RollBack(done);
    return done;
  });
  if (report.applied && kind.invalidates?.length && deps.events) {
    // Committed already: a lost notification must not turn the import into an error.
    await deps.events
      .publish({
        kind: 'importado',
        providerId: ACCESS_CHANGES,
        invalidates: [...kind.invalidates],
      })
      .catch(() => undefined);
  }
  return report;
}
