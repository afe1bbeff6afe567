import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SettlementState } from '@portal/domain/settlements';
import { providers } from './core.ts';

/*
 * Settlements (liquidaciones, tramitesonline/consulta-de-liquidacion). Money is integer cents in
 * bigint columns. A settlement's totals are kept with it (the list reads one row a month) and
 * must equal the sums of its lines: gross = Σ lines, debits = Σ debits, copay = Σ copays,
 * net = gross − debits − copay, the domain's totalsOfSums/totalsMatch, which db:check-sums runs
 * on every row. The net check below states the last part of that rule again, as a safety net.
 * Lines keep the affiliate's and the service's names as they were settled: a settlement is a
 * document, it does not change when a name does. Nothing here is changed or deleted.
 */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

export const settlements = pgTable(
  'settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    expediente: integer('expediente').notNull().unique(),
    /** AAAAMM as a number (202603). */
    period: integer('period').notNull(),
    settledOn: date('settled_on', { mode: 'string' }).notNull(),
    state: varchar('state', { length: 12 }).$type<SettlementState>().notNull(),
    grossCents: cents('gross_cents'),
    debitsCents: cents('debits_cents'),
    copayCents: cents('copay_cents'),
    netCents: cents('net_cents'),
  },
  (t) => [
    index('settlements_provider_period_idx').on(t.providerId, t.period),
    check(
      'settlements_net_check',
      sql`${t.netCents} = ${t.grossCents} - ${t.debitsCents} - ${t.copayCents}`,
    ),
    check('settlements_period_check', sql`${t.period} % 100 between 1 and 12`),
  ],
);

/** The columns every line of a settled service has. */
const serviceLine = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  settlementId: bigint('settlement_id', { mode: 'number' })
    .notNull()
    .references(() => settlements.id),
  fecha: date('fecha', { mode: 'string' }).notNull(),
  contra: integer('contra').notNull(),
  /**
   * The middle part of the affiliate number (spec §3), kept with the line as settled: most
   * settled affiliates are not in the portal's register, so it cannot be looked up there.
   */
  middle: smallint('middle').notNull(),
  inte: smallint('inte').notNull(),
  affiliateName: varchar('affiliate_name', { length: 80 }).notNull(),
  serviceCode: varchar('service_code', { length: 12 }).notNull(),
  serviceName: varchar('service_name', { length: 120 }).notNull(),
  amountCents: cents('amount_cents'),
});

/** expe-detalles: every service line settled; gross is their sum. */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    ...serviceLine(),
    serviceType: varchar('service_type', { length: 40 }).notNull(),
    placeName: varchar('place_name', { length: 120 }).notNull(),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [index('settlement_lines_settlement_idx').on(t.settlementId, t.id)],
);

/** expe-debitos: amounts taken off settled lines, each with the insurer's reason. */
export const settlementDebits = pgTable(
  'settlement_debits',
  {
    ...serviceLine(),
    reasonCode: varchar('reason_code', { length: 6 }).notNull(),
    reasonText: varchar('reason_text', { length: 160 }).notNull(),
  },
  (t) => [index('settlement_debits_settlement_idx').on(t.settlementId, t.id)],
);

/** expe-errores: presented lines refused before settlement (not in the gross). */
export const settlementErrors = pgTable(
  'settlement_errors',
  {
    ...serviceLine(),
    reasonCode: varchar('reason_code', { length: 6 }).notNull(),
    reasonText: varchar('reason_text', { length: 160 }).notNull(),
  },
  (t) => [index('settlement_errors_settlement_idx').on(t.settlementId, t.id)],
);

/** expe-copago: the affiliates' copago taken off the settlement. */
export const settlementCopays = pgTable('settlement_copays', serviceLine(), (t) => [
  index('settlement_copays_settlement_idx').on(t.settlementId, t.id),
]);

/** expe-comprobantes: the invoices and credit notes of the settlement. */
export const settlementVouchers = pgTable(
  'settlement_vouchers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    settlementId: bigint('settlement_id', { mode: 'number' })
      .notNull()
      .references(() => settlements.id),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** pppp-nnnnnnnn */
    number: varchar('number', { length: 16 }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents'),
  },
  (t) => [index('settlement_vouchers_settlement_idx').on(t.settlementId, t.id)],
);
