import { mkdirSync } from 'node:fs';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite on disk under PGLITE_DIR. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'pgliteDir'>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  mkdirSync(config.pgliteDir, { recursive: true });
  return openPglite(config.pgliteDir);
}
