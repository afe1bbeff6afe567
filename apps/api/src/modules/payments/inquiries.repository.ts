import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentInquiries, payments } from '../../db/schema/payments.ts';

export type NewInquiry = typeof paymentInquiries.$inferInsert;

const columns = {
  id: paymentInquiries.id,
  ordenPago: payments.ordenPago,
  motivo: paymentInquiries.motivo,
  empresa: paymentInquiries.empresa,
  estado: paymentInquiries.estado,
  observacion: paymentInquiries.observacion,
  createdAt: paymentInquiries.createdAt,
  updatedAt: paymentInquiries.updatedAt,
  respuesta: paymentInquiries.respuesta,
  answeredAt: paymentInquiries.answeredAt,
};

/** The payment's id when it is the provider's. */
export async function findOwnPayment(db: Db, providerId: number, paymentId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.providerId, providerId)));
  return row;
}

export async function insertInquiry(db: Db, row: NewInquiry): Promise<number> {
  const [inserted] = await db
    .insert(paymentInquiries)
    .values(row)
    .returning({ id: paymentInquiries.id });
  return inserted!.id;
}

export async function findInquiries(db: Db, providerId: number, id?: number) {
  return db
    .select(columns)
    .from(paymentInquiries)
    .innerJoin(payments, eq(payments.id, paymentInquiries.paymentId))
    .where(
      and(
        eq(paymentInquiries.providerId, providerId),
        id === undefined ? undefined : eq(paymentInquiries.id, id),
      ),
    )
    .orderBy(desc(paymentInquiries.createdAt), desc(paymentInquiries.id));
}
export type InquiryRow = Awaited<ReturnType<typeof findInquiries>>[number];
