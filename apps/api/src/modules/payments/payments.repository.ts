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

/**
 * The provider's payments to one CUIT between two days (YYYY-MM-DD, inclusive), newest first.
 * `currentCuit`: only while that CUIT is the provider's own today (checked in the same
 * statement, so the list needs no lookup before it; no rows: ask `findProviderCuit` why).
 */
export async function findPayments(
  db: Db,
  filter: { providerId: number; cuit: string; from: string; to: string; currentCuit?: boolean },
) {
  const own = db
    .select({ cuit: providers.cuit })
    .from(providers)
    .where(eq(providers.id, filter.providerId));
  return db
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.providerId, filter.providerId),
        eq(payments.cuit, filter.cuit),
        gte(payments.fecha, filter.from),
        lte(payments.fecha, filter.to),
        filter.currentCuit ? sql`(${own}) = ${filter.cuit}` : undefined,
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

/** The provider's invoice counts by state, the latest since a day, and the unread ones. */
const countColumns = (since: string) => ({
  latest: sql<number>`count(*) filter (where ${invoices.fecha} >= ${since})::int`,
  presentada: sql<number>`count(*) filter (where ${invoices.estado} = 'presentada')::int`,
  pendiente: sql<number>`count(*) filter (where ${invoices.estado} = 'pendiente')::int`,
  enLiquidacion: sql<number>`count(*) filter (where ${invoices.estado} = 'enLiquidacion')::int`,
  unread: sql<number>`count(*) filter (where not ${invoices.leida})::int`,
});
export type InvoiceCounts = { [Key in keyof ReturnType<typeof countColumns>]: number };

export async function countInvoices(
  db: Db,
  providerId: number,
  since: string,
): Promise<InvoiceCounts> {
  const [row] = await db
    .select(countColumns(since))
    .from(invoices)
    .where(eq(invoices.providerId, providerId));
  return row ?? { latest: 0, presentada: 0, pendiente: 0, enLiquidacion: 0, unread: 0 };
}

/**
 * One page of the provider's invoices, newest first, and the provider's counts, in one statement
 * (docs/decisions/0074): the counts ride on each row as an array from one scalar subquery, read
 * once; a page with no rows asks for them alone.
 */
export async function invoicesPage(
  db: Db,
  filter: InvoiceFilter & { countsSince: string },
  page: { offset: number; limit: number },
) {
  const columns = countColumns(filter.countsSince);
  const keys = Object.keys(columns) as (keyof InvoiceCounts)[];
  const counts = sql<number[]>`(${db
    .select({ all: sql`array[${sql.join(Object.values(columns), sql`, `)}]` })
    .from(invoices)
    .where(eq(invoices.providerId, filter.providerId))})`;
  const rows = await db
    .select({ ...invoiceColumns, counts })
    .from(invoices)
    .innerJoin(attentionPlaces, eq(attentionPlaces.id, invoices.attentionPlaceId))
    .where(invoiceWhere(filter))
    .orderBy(desc(invoices.fecha), desc(invoices.id))
    .offset(page.offset)
    .limit(page.limit);
  const first = rows[0];
  if (first === undefined) {
    return { rows: [], counts: await countInvoices(db, filter.providerId, filter.countsSince) };
  }
  const read = first.counts;
  const kept = Object.fromEntries(keys.map((key, index) => [key, Number(read[index])]));
  return { rows: rows.map(({ counts: _, ...row }) => row), counts: kept as InvoiceCounts };
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
