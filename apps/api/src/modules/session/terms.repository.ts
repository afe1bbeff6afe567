import { and, desc, eq } from 'drizzle-orm';
import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain/auth';
import type { Db } from '../../db/client.ts';
import { terms, termsAcceptances } from '../../db/schema/session.ts';

export async function findLatestTerms(db: Db) {
  const [row] = await db
    .select({ id: terms.id, version: terms.version, texto: terms.texto })
    .from(terms)
    .where(and(eq(terms.entidad, TERMS_ENTITY), eq(terms.canal, TERMS_CHANNEL)))
    .orderBy(desc(terms.id))
    .limit(1);
  return row ?? null;
}

export async function insertAcceptance(db: Db, values: typeof termsAcceptances.$inferInsert) {
  await db.insert(termsAcceptances).values(values).onConflictDoNothing();
}

/** When the user accepted those terms, or null. */
export async function findAcceptance(db: Db, userId: number, termsId: number) {
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.termsId, termsId)));
  return row?.acceptedAt ?? null;
}
