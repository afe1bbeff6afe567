import { asc, eq } from 'drizzle-orm';
import type { ImportKindName } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { integrationKeys } from '../../../db/schema/imports.ts';

export type IntegrationKeyRow = typeof integrationKeys.$inferSelect;

export async function insertKey(
  db: Db,
  key: { publicId: string; secretHash: string; client: string; kinds: ImportKindName[]; now: Date },
): Promise<IntegrationKeyRow> {
  const { now, ...fields } = key;
  const [row] = await db
    .insert(integrationKeys)
    .values({ ...fields, createdAt: now })
    .returning();
  return row!;
}

export async function allKeys(db: Db): Promise<IntegrationKeyRow[]> {
  return db.select().from(integrationKeys).orderBy(asc(integrationKeys.id));
}

/** Revokes a key once: a second revocation keeps the first instant. */
export async function revokeKey(db: Db, id: number, now: Date): Promise<IntegrationKeyRow | null> {
  const [row] = await db.select().from(integrationKeys).where(eq(integrationKeys.id, id));
  if (!row) return null;
  if (row.revokedAt) return row;
  const [revoked] = await db
    .update(integrationKeys)
    .set({ revokedAt: now })
    .where(eq(integrationKeys.id, id))
    .returning();
  return revoked!;
}
