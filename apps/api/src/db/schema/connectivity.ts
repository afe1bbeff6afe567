import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ReportType, TransactionState } from '@portal/domain/connectivity';
import { affiliates } from './affiliates.ts';
import { users } from './auth.ts';
import { plans, providers } from './core.ts';
import { circles, diagnoses, providerTerminals, services } from './coverage.ts';

/**
 * A connectivity transaction; its id is the ticket number (one sequence for the whole portal,
 * so a number names one ticket everywhere). IP and II carry a service, ID a diagnosis on an
 * IP/II ticket (parent). Rows are never deleted: cancelling sets estado 'anulada'.
 */
export const connectivityTransactions = pgTable(
  'connectivity_transactions',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 100_000_001 }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tipo: varchar('tipo', { length: 2 }).$type<ReportType>().notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references(
      (): AnyPgColumn => connectivityTransactions.id,
    ),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    serviceCodigo: integer('service_codigo').references(() => services.codigo),
    cantidad: smallint('cantidad').notNull().default(1),
    icd: varchar('icd', { length: 8 }).references(() => diagnoses.codigo),
    modCobert: varchar('mod_cobert', { length: 2 }),
    copago: numeric('copago', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    terminalId: integer('terminal_id').references(() => providerTerminals.id),
    circleId: integer('circle_id').references(() => circles.id),
    origen: smallint('origen').notNull(),
    fechaPrestacion: varchar('fecha_prestacion', { length: 8 }).notNull(),
    estado: varchar('estado', { length: 8 }).$type<TransactionState>().notNull(),
    /** The rest of the connectivity message (no personal data). */
    mensaje: jsonb('mensaje').$type<Record<string, string | number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
  },
  (t) => [
    index('connectivity_transactions_provider_idx').on(t.providerId, t.tipo, t.createdAt),
    index('connectivity_transactions_parent_idx').on(t.parentId),
    check('connectivity_transactions_tipo_check', sql`${t.tipo} in ('IP', 'ID', 'II')`),
    check('connectivity_transactions_estado_check', sql`${t.estado} in ('abierta', 'anulada')`),
  ],
);
