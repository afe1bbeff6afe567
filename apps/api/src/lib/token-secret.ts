import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/core.ts';
import { randomToken } from './crypto.ts';

/**
 * TOKEN_SECRET when configured; otherwise one generated on first start and kept in the
 * database, so every API process behind a load balancer and every restart share it.
 */
export async function resolveTokenSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'token_secret', value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'token_secret'));
  return row!.value;
}
