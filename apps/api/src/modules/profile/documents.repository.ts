import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providerDocuments } from '../../db/schema/profile.ts';

/** SQL of a college's required documents (the current version of each). */

export function listDocuments(db: Db, providerId: number) {
  return db
    .select({
      tipo: providerDocuments.tipo,
      fileName: providerDocuments.fileName,
      vencimiento: providerDocuments.vencimiento,
    })
    .from(providerDocuments)
    .where(eq(providerDocuments.providerId, providerId));
}

export async function findDocumentFile(db: Db, providerId: number, tipo: string) {
  const [row] = await db
    .select({
      fileName: providerDocuments.fileName,
      contentType: providerDocuments.contentType,
      content: providerDocuments.content,
    })
    .from(providerDocuments)
    .where(and(eq(providerDocuments.providerId, providerId), eq(providerDocuments.tipo, tipo)));
  return row ?? null;
}
