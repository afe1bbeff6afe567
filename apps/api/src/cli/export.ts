import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { readPgliteLock } from '../db/pglite-lock.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { requireSupportedNode } from '../lib/runtime.ts';
import { canExport, exportStream } from '../modules/imports/engine/export-file.ts';
import { IMPORT_KINDS_REGISTRY } from '../modules/imports/kinds/index.ts';
import { EXPORT_USAGE, parseExportArgs } from './export-args.ts';

requireSupportedNode();

/**
 * npm run export -- <kind> [file] [--format csv|ndjson]: what the configured database holds of a
 * kind, in the file format its import reads (docs/imports/README.md), streamed page by page.
 * Exit 0 written, 1 the database could not be read, 2 usage.
 */
const parsed = parseExportArgs(process.argv.slice(2));
if (!parsed.ok) {
  if (parsed.error) console.error(`export: ${parsed.error}\n`);
  console.error(EXPORT_USAGE);
  process.exit(parsed.error ? 2 : 0);
}
const args = parsed.args;
const kind = IMPORT_KINDS_REGISTRY[args.kind];
if (!kind || !canExport(kind)) {
  console.error(`export: el tipo ${args.kind} todavía no se puede exportar.`);
  process.exit(2);
}

const config = loadConfig();
const server = config.databaseUrl ? null : readPgliteLock(config.pgliteDir);
if (server) {
  // PGlite is one process's: opening the directory beside the server would corrupt it.
  console.error(
    `export: la base embebida (${config.pgliteDir}) está en uso por el servidor (proceso ${server.pid}` +
      `${server.url ? `, ${server.url}` : ''}). Deténgalo, o exporte por HTTP ` +
      `(GET /pre/imports/${args.kind}/export, docs/imports/http.md).`,
  );
  process.exit(1);
}

const database = await openDatabase(config);
try {
  await prepareDatabase(database, { migrate: true, seed: false });
  const out = args.file ? createWriteStream(args.file) : process.stdout;
  await pipeline(exportStream(kind, kind.exportRows(database.db), args.format), out);
} finally {
  await database.close();
}
