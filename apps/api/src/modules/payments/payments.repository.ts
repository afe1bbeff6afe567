import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { InvoiceState } from '@portal/domain/payments';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema/core.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { invoices, payments } from '../../db/schema/payments.ts';

/** What the insurer's documents print about the provider. */
export async function findProviderHeader(db: Db, providerId: number) {
  const [row] = await db
    .select({ cuit: providers.cuit, apeRazonSocial: providers.apeRazonSocial })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row;
}

export async function findProviderCuit(db: Db, providerId: number): Promise<string | null> {
  const [row] = await db
    .select({ cuit: providers.cuit })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row?.cuit ?? null;
}

const paymentColumns = {
  id: payments.id,
  fecha: payments.fecha,
  ordenPago: payments.ordenPago,
  medio: payments.medio,
  brutoCents: payments.brutoCents,
  iibbCents: payments.iibbCents,
  gananciasCents: payments.gananciasCents,
  ivaCents: payments.ivaCents,
  netoCents: payments.netoCents,
  // Table names written out: drizzle leaves a lone table's columns unqualified in a subquery.
  facturas: sql<number>`(select count(*)::int from invoices i where i.payment_id = "payments"."id")`,
};

/** The provider's payments to one CUIT between two days (YYYY-MM-DD, inclusive), newest first. */
export async function findPayments(
  db: Db,
  filter: { providerId: number; cuit: string; from: string; to: string },
) {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.providerId, filter.providerId),
        eq(payments.cuit, filter.cuit),
        gte(payments.fecha, filter.from),
        lte(payments.fecha, filter.to),
      ),
    )
    .orderBy(desc(payments.fecha), desc(payments.id));
}
export type PaymentRow = Awaited<ReturnType<typeof findPayments>>[number];

/** One payment of the provider, or undefined (another provider's is as absent as none). */
export async function findPayment(db: Db, providerId: number, paymentId: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.providerId, providerId)));
  return row;
}

const invoiceColumns = {
  id: invoices.id,
  tipo: invoices.tipo,
  puntoVenta: invoices.puntoVenta,
  numero: invoices.numero,
  fecha: invoices.fecha,
  periodo: invoices.periodo,
  importeCents: invoices.importeCents,
  estado: invoices.estado,
  leida: invoices.leida,
  consultorio: attentionPlaces.descripcion,
  recibos: sql<number>`(select count(*)::int from invoice_receipts r where r.invoice_id = "invoices"."id")`,
};

/** The invoices a payment settled, in number order. */
export async function findPaymentInvoices(db: Db, paymentId: number) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(attentionPlaces, eq(attentionPlaces.id, invoices.attentionPlaceId))
    .where(eq(invoices.paymentId, paymentId))
    .orderBy(asc(invoices.puntoVenta), asc(invoices.numero));
}
export type InvoiceRow = Awaited<ReturnType<typeof findPaymentInvoices>>[number];

/** One invoice of the provider as the lists show it, or undefined. */
export async function findInvoiceRow(db: Db, providerId: number, invoiceId: number) {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(attentionPlaces, eq(attentionPlaces.id, invoices.attentionPlaceId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.providerId, providerId)));
  return row;
}

export interface InvoiceFilter {
  providerId: number;
  /** null: any state (the latest invoices). */
  states: readonly InvoiceState[] | null;
  /** YYYY-MM-DD: only for the latest invoices. */
  since?: string;
}

function invoiceWhere(filter: InvoiceFilter): SQL | undefined {
  return and(
    eq(invoices.providerId, filter.providerId),
    filter.states === null ? undefined : inArray(invoices.estado, [...filter.states]),
    filter.since === undefined ? undefined : gte(invoices.fecha, filter.since),
  );
}

/** One page of the provider's invoices, newest first, and how many there are. */
export async function findInvoices(
  db: Db,
  filter: InvoiceFilter,
  page: { offset: number; limit: number },
) {
  const where = invoiceWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(attentionPlaces, eq(attentionPlaces.id, invoices.attentionPlaceId))
      .where(where)
      .orderBy(desc(invoices.fecha), desc(invoices.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The provider's invoice counts by state, the latest since a day, and the unread ones. */
export async function countInvoices(db: Db, providerId: number, since: string) {
  const [row] = await db
    .select({
      latest: sql<number>`count(*) filter (where ${invoices.fecha} >= ${since})::int`,
      presentada: sql<number>`count(*) filter (where ${invoices.estado} = 'presentada')::int`,
      pendiente: sql<number>`count(*) filter (where ${invoices.estado} = 'pendiente')::int`,
      enLiquidacion: sql<number>`count(*) filter (where ${invoices.estado} = 'enLiquidacion')::int`,
      unread: sql<number>`count(*) filter (where not ${invoices.leida})::int`,
    })
    .from(invoices)
    .where(eq(invoices.providerId, providerId));
  return row ?? { latest: 0, presentada: 0, pendiente: 0, enLiquidacion: 0, unread: 0 };
}

/** Marks the provider's invoices among `ids` as read; how many of them are the provider's. */
export async function markInvoicesRead(db: Db, providerId: number, ids: readonly number[]) {
  const rows = await db
    .update(invoices)
    .set({ leida: true })
    .where(and(eq(invoices.providerId, providerId), inArray(invoices.id, [...ids])))
    .returning({ id: invoices.id });
  return rows.length;
}

/** The provider's unread invoices (the same filter as countInvoices' `unread`). */
export async function countUnreadInvoices(db: Db, providerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(and(eq(invoices.providerId, providerId), eq(invoices.leida, false)));
  return row?.n ?? 0;
}
