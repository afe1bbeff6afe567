import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fromPglite, openPostgres, type Database } from '../src/db/client.ts';
import { clonePostgresTemplate, pgliteTemplate } from './test-app.ts';

/** A demo-seeded database a command can open from another process, and its environment. */
export async function sharedDatabase(prefix = 'portal-cli-'): Promise<{
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}> {
  if (process.env.TEST_DB === 'postgres') {
    const clone = await clonePostgresTemplate();
    return {
      env: { DATABASE_URL: clone.url },
      open: () => Promise.resolve(openPostgres(clone.url, 1)),
      drop: () => clone.drop(),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const seeded = await PGlite.create({
    dataDir: dir,
    loadDataDir: await pgliteTemplate(),
    extensions: { pg_trgm },
  });
  await seeded.close();
  return {
    env: { DATABASE_URL: '', PGLITE_DIR: dir },
    open: async () => fromPglite(await PGlite.create({ dataDir: dir, extensions: { pg_trgm } })),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}
