import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InvoiceState, PaymentMethod } from '@portal/domain/payments';
import { users } from './auth.ts';
import { providers } from './core.ts';
import { attentionPlaces } from './coverage.ts';
import { staffUsers } from './staff.ts';

/*
 * Payments and invoices (tramitesonline/consulta-pagos-facturas). Every amount is integer cents
 * in a bigint column. The rule of a payment's figures is the domain's paymentProblem: the seed
 * computes them with the domain, and db:check-sums judges every row with it (also the gross
 * against the invoices it paid). The two checks below state the same rule in SQL as a safety
 * net for a write that skips the domain: with net = gross − withholdings, a net of zero or more
 * is "withholdings no more than the gross", and with withholdings of zero or more, a gross of
 * zero or more.
 */

/** Receipts live beside their invoice, in its transaction and its backups. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The CUIT the payment was made to (the provider's when it was paid). */
    cuit: varchar('cuit', { length: 11 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    ordenPago: varchar('orden_pago', { length: 20 }).notNull(),
    medio: varchar('medio', { length: 15 }).$type<PaymentMethod>().notNull(),
    brutoCents: cents('bruto_cents'),
    iibbCents: cents('iibb_cents'),
    gananciasCents: cents('ganancias_cents'),
    ivaCents: cents('iva_cents'),
    netoCents: cents('neto_cents'),
  },
  (t) => [
    uniqueIndex('payments_orden_pago_idx').on(t.ordenPago),
    index('payments_provider_cuit_fecha_idx').on(t.providerId, t.cuit, t.fecha),
    check(
      'payments_amounts_check',
      sql`${t.iibbCents} >= 0 and ${t.gananciasCents} >= 0 and ${t.ivaCents} >= 0 and ${t.netoCents} >= 0`,
    ),
    check(
      'payments_net_check',
      sql`${t.netoCents} = ${t.brutoCents} - ${t.iibbCents} - ${t.gananciasCents} - ${t.ivaCents}`,
    ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The consulting room (attention place) the services were given at. */
    attentionPlaceId: integer('attention_place_id')
      .notNull()
      .references(() => attentionPlaces.id),
    tipo: varchar('tipo', { length: 1 }).notNull(),
    puntoVenta: smallint('punto_venta').notNull(),
    numero: integer('numero').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** The first day of the month of the services invoiced. */
    periodo: date('periodo', { mode: 'string' }).notNull(),
    importeCents: cents('importe_cents'),
    estado: varchar('estado', { length: 15 }).$type<InvoiceState>().notNull(),
    leida: boolean('leida').notNull().default(false),
    /** The payment that settled it, once 'liquidada'. */
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.providerId, t.tipo, t.puntoVenta, t.numero),
    index('invoices_provider_estado_fecha_idx').on(t.providerId, t.estado, t.fecha, t.id),
    index('invoices_provider_fecha_idx').on(t.providerId, t.fecha, t.id),
    index('invoices_payment_idx').on(t.paymentId),
    check('invoices_importe_check', sql`${t.importeCents} > 0`),
    check(
      'invoices_estado_check',
      sql`${t.estado} in ('presentada', 'pendiente', 'enLiquidacion', 'liquidada')`,
    ),
    check('invoices_paid_check', sql`(${t.estado} = 'liquidada') = (${t.paymentId} is not null)`),
  ],
);

/** Receipts (comprobantes) a provider attaches to one of its invoices (spec §4 Other flows). */
export const invoiceReceipts = pgTable(
  'invoice_receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    extension: varchar('extension', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoice_receipts_invoice_idx').on(t.invoiceId)],
);

/** Inquiries a provider files about a payment (pagos-facturas llamado / llamados). */
export const paymentInquiries = pgTable(
  'payment_inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Domain PAYMENT_INQUIRY_REASONS, STATES and COMPANIES ids. */
    motivo: smallint('motivo').notNull(),
    empresa: smallint('empresa').notNull(),
    estado: smallint('estado').notNull(),
    observacion: varchar('observacion', { length: 1000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The insurer's answer, which resolves it (docs/decisions/0060). */
    respuesta: varchar('respuesta', { length: 1000 }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => staffUsers.id),
  },
  (t) => [
    index('payment_inquiries_provider_idx').on(t.providerId, t.createdAt),
    // The console's queue (docs/decisions/0058).
    index('payment_inquiries_estado_idx').on(t.estado, t.createdAt),
  ],
);

/** The provider's tax data (informacionutil/datos-impositivos) and its payment channel flags. */
export const providerTaxData = pgTable('provider_tax_data', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id),
  condicionIva: varchar('condicion_iva', { length: 40 }).notNull(),
  iibbNumero: varchar('iibb_numero', { length: 20 }).notNull(),
  iibbCondicion: varchar('iibb_condicion', { length: 40 }).notNull(),
  exentoIibb: boolean('exento_iibb').notNull().default(false),
  exentoGanancias: boolean('exento_ganancias').notNull().default(false),
  exentoIva: boolean('exento_iva').notNull().default(false),
  convenioHabilitado: boolean('convenio_habilitado').notNull().default(false),
  canalElectronicoHabilitado: boolean('canal_electronico_habilitado').notNull().default(false),
});
