import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { readPgliteLock } from '../db/pglite-lock.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { systemClock } from '../lib/clock.ts';
import { LIVE_EVENTS_CHANNEL, notifyingLiveEvents } from '../lib/live-events.ts';
import { runImport } from '../modules/imports/engine/run-import.ts';
import { runCliJob } from '../modules/imports/jobs/cli-job.ts';
import { IMPORT_KINDS_REGISTRY } from '../modules/imports/kinds/index.ts';
import { printer, type CliIo } from './cli-io.ts';
import { IMPORT_USAGE, parseImportArgs } from './import-args.ts';
import { busyMessage, progressPrinter, reportText } from './import-report.ts';

/**
 * npm run import -- <kind> <file> [...]: one file into the configured database, in one
 * transaction (docs/imports/README.md, docs/decisions/0048), as a job row that keeps one import
 * per kind with the HTTP door (0053). Answers the exit code: 0 applied (or a clean dry run),
 * 1 refused or the kind busy, 2 usage or a file that cannot be opened.
 */
export async function runImportCommand(io: CliIo): Promise<number> {
  const out = printer(io.stdout);
  const err = printer(io.stderr);
  const parsed = parseImportArgs(io.argv);
  if (!parsed.ok) {
    if (parsed.error) err(`import: ${parsed.error}\n`);
    err(IMPORT_USAGE);
    return parsed.error ? 2 : 0;
  }
  const args = parsed.args;
  const kind = IMPORT_KINDS_REGISTRY[args.kind];
  if (!kind) {
    err(`import: el tipo ${args.kind} todavía no se puede importar.`);
    return 2;
  }
  let size: number;
  try {
    size = statSync(args.file).size;
  } catch {
    err(`import: no se puede leer el archivo ${args.file}.`);
    return 2;
  }

  const config = loadConfig(io.env);
  const server = config.databaseUrl ? null : readPgliteLock(config.pgliteDir);
  if (server) {
    // PGlite is one process's: a second one writing the directory would corrupt it.
    err(
      `import: la base embebida (${config.pgliteDir}) está en uso por el servidor (proceso ${server.pid}` +
        `${server.url ? `, ${server.url}` : ''}). Deténgalo y vuelva a importar, o use PostgreSQL ` +
        '(DATABASE_URL), donde se importa con los servidores en marcha.',
    );
    return 1;
  }

  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { migrate: true, seed: false });
    const events =
      database.kind === 'postgres'
        ? notifyingLiveEvents((payload) =>
            database.db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${payload})`),
          )
        : undefined;
    const progress = progressPrinter(io.stderr, size);
    const rejectTo = args.rejectFile ? createWriteStream(args.rejectFile) : undefined;
    const result = await runCliJob(
      { db: database.db, clock: systemClock },
      {
        kind: args.kind,
        full: args.full,
        dryRun: args.dryRun,
        acceptPartial: args.acceptPartial,
        bytes: size,
      },
      (onRows) =>
        runImport(
          { db: database.db, clock: systemClock, ...(events && { events }) },
          kind,
          createReadStream(args.file),
          {
            full: args.full,
            dryRun: args.dryRun,
            acceptPartial: args.acceptPartial,
            fileName: basename(args.file),
            onProgress: (p) => {
              onRows(p.rows);
              progress.update(p);
            },
            ...(args.date && { fileDate: args.date }),
            ...(rejectTo && { rejectTo, rejectFile: args.rejectFile }),
          },
        ),
    );
    if (result.ran) {
      const report = result.report;
      progress.done();
      out(args.json ? JSON.stringify(report, null, 2) : reportText(report));
      const refused = report.dryRun ? report.problems.length > 0 : !report.applied;
      return refused ? 1 : 0;
    }
    rejectTo?.destroy();
    if (args.rejectFile) await rm(args.rejectFile, { force: true });
    err(busyMessage(args.kind, result.busy));
    return 1;
  } finally {
    await database.close();
  }
}
