import { mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';
import { acquirePgliteLock, type PgliteLock } from './pglite-lock.ts';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite on disk under PGLITE_DIR, held with a
 * lock file so a second process cannot open (and corrupt) the same directory.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'pgliteDir'>,
  lockDetails: Omit<PgliteLock, 'pid'> = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  mkdirSync(config.pgliteDir, { recursive: true });
  const release = acquirePgliteLock(config.pgliteDir, lockDetails);
  try {
    const database = await openPglite(config.pgliteDir);
    return {
      ...database,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
