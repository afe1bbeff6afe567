import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { readPgliteLock } from '../db/pglite-lock.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { canExport, exportStream } from '../modules/imports/engine/export-file.ts';
import { IMPORT_KINDS_REGISTRY } from '../modules/imports/kinds/index.ts';
import { printer, type CliIo } from './cli-io.ts';
import { EXPORT_USAGE, parseExportArgs } from './export-args.ts';

/**
 * npm run export -- <kind> [file] [--format csv|ndjson]: what the configured database holds of a
 * kind, in the file format its import reads (docs/imports/README.md), streamed page by page.
 * Answers the exit code: 0 written, 1 the database could not be read, 2 usage.
 */
export async function runExport(io: CliIo): Promise<number> {
  const err = printer(io.stderr);
  const parsed = parseExportArgs(io.argv);
  if (!parsed.ok) {
    if (parsed.error) err(`export: ${parsed.error}\n`);
    err(EXPORT_USAGE);
    return parsed.error ? 2 : 0;
  }
  const args = parsed.args;
  const kind = IMPORT_KINDS_REGISTRY[args.kind];
  if (!kind || !canExport(kind)) {
    err(`export: el tipo ${args.kind} todavía no se puede exportar.`);
    return 2;
  }

  const config = loadConfig(io.env);
  const server = config.databaseUrl ? null : readPgliteLock(config.pgliteDir);
  if (server) {
    // PGlite is one process's: opening the directory beside the server would corrupt it.
    err(
      `export: la base embebida (${config.pgliteDir}) está en uso por el servidor (proceso ${server.pid}` +
        `${server.url ? `, ${server.url}` : ''}). Deténgalo, o exporte por HTTP ` +
        `(GET /pre/imports/${args.kind}/export, docs/imports/http.md).`,
    );
    return 1;
  }

  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { migrate: true, seed: false });
    const out = args.file ? createWriteStream(args.file) : io.stdout;
    await pipeline(exportStream(kind, kind.exportRows(database.db), args.format), out);
    return 0;
  } finally {
    await database.close();
  }
}
