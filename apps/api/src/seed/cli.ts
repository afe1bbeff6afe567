import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { SEED_SIZES, type SeedSize } from './synthetic.ts';
import { requireSupportedNode } from '../lib/runtime.ts';

requireSupportedNode();

/** npm run seed -- [--size demo|large]: migrates and seeds the configured database if empty. */
const { values } = parseArgs({ options: { size: { type: 'string', default: 'demo' } } });
const size = values.size as SeedSize;
if (!(size in SEED_SIZES)) {
  console.error(`--size must be one of ${Object.keys(SEED_SIZES).join(', ')}`);
  process.exit(2);
}
const database = await openDatabase(loadConfig());
const started = Date.now();
// Under the start-up lock, like a server's start: no two seeds of one empty database.
const { seeded } = await prepareDatabase(database, { migrate: true, seed: size });
if (!seeded) {
  console.log(
    'The database already holds data: nothing seeded. Point PGLITE_DIR or DATABASE_URL at an empty one.',
  );
} else {
  console.log(
    `Seeded (${size}: ${SEED_SIZES[size].providers} providers, ${SEED_SIZES[size].affiliates} affiliates) in ${Date.now() - started} ms`,
  );
}
await database.close();
