import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { invoiceReceipts, invoices } from '../../db/schema/payments.ts';

export type NewReceipt = typeof invoiceReceipts.$inferInsert;

/**
 * The provider's invoice, held until the transaction ends so two uploads to it are counted one
 * after the other; undefined when it is not the provider's.
 */
export async function lockInvoice(db: Db, providerId: number, invoiceId: number) {
  const [row] = await db
    .select({ id: invoices.id, estado: invoices.estado })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.providerId, providerId)))
    .for('update');
  return row;
}

export async function countReceipts(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoiceReceipts)
    .where(eq(invoiceReceipts.invoiceId, invoiceId));
  return row?.n ?? 0;
}

export async function insertReceipts(db: Db, rows: NewReceipt[]): Promise<void> {
  await db.insert(invoiceReceipts).values(rows);
}

/** The receipts kept with an invoice (no contents), oldest first. */
export async function findReceipts(db: Db, invoiceId: number) {
  return db
    .select({
      id: invoiceReceipts.id,
      fileName: invoiceReceipts.fileName,
      createdAt: invoiceReceipts.createdAt,
    })
    .from(invoiceReceipts)
    .where(eq(invoiceReceipts.invoiceId, invoiceId))
    .orderBy(asc(invoiceReceipts.id));
}

/** Whether the invoice is the provider's. */
export async function ownsInvoice(db: Db, providerId: number, invoiceId: number) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.providerId, providerId)));
  return row !== undefined;
}

/** The receipts of an invoice with their size and who attached each (no contents), oldest first. */
export async function listReceiptsOf(db: Db, invoiceId: number) {
  return db
    .select({
      id: invoiceReceipts.id,
      fileName: invoiceReceipts.fileName,
      sizeBytes: invoiceReceipts.sizeBytes,
      createdAt: invoiceReceipts.createdAt,
      nombre: users.nombre,
      apellido: users.apellido,
    })
    .from(invoiceReceipts)
    .innerJoin(users, eq(users.id, invoiceReceipts.userId))
    .where(eq(invoiceReceipts.invoiceId, invoiceId))
    .orderBy(asc(invoiceReceipts.id));
}

/** One receipt with its contents, when its invoice is the provider's. */
export async function findReceiptFile(
  db: Db,
  providerId: number,
  invoiceId: number,
  receiptId: number,
) {
  const [row] = await db
    .select({
      fileName: invoiceReceipts.fileName,
      contentType: invoiceReceipts.contentType,
      content: invoiceReceipts.content,
    })
    .from(invoiceReceipts)
    .innerJoin(invoices, eq(invoices.id, invoiceReceipts.invoiceId))
    .where(
      and(
        eq(invoiceReceipts.id, receiptId),
        eq(invoiceReceipts.invoiceId, invoiceId),
        eq(invoices.providerId, providerId),
      ),
    );
  return row;
}
