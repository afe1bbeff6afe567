import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { SchemaMismatchError } from '../db/schema-version.ts';
import { requireSupportedNode } from '../lib/runtime.ts';
import { parseCli } from './parse-cli.ts';

requireSupportedNode();

const USAGE = `npm run migrate [-- --seed-demo]

Applies the migrations the configured database (DATABASE_URL or PGLITE_DIR) lacks, under the
same lock as a server's start, so it is safe beside running processes. A deploy that runs this
as a step starts its servers with MIGRATE_ON_START=false. --seed-demo also loads the demo data
into an empty database (never wanted in production; \`npm start\` does it by default).`;

const parsed = parseCli(process.argv.slice(2), {
  'seed-demo': { type: 'boolean', default: false },
});
if (!parsed.ok) {
  console.error(parsed.error ? `${parsed.error}\n\n${USAGE}` : USAGE);
  process.exit(parsed.error ? 2 : 0);
}

const database = await openDatabase(loadConfig());
try {
  const prepared = await prepareDatabase(database, {
    migrate: true,
    seed: parsed.values['seed-demo'] ? 'demo' : false,
    onWait: () => console.log('Another process is migrating this database: waiting for it.'),
  });
  console.log(
    `Schema at ${prepared.version}: applied ${prepared.migrated} migrations` +
      (prepared.seeded ? ', seeded the demo data.' : '.'),
  );
} catch (error) {
  if (!(error instanceof SchemaMismatchError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
