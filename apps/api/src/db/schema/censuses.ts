import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CensusMovement } from '@portal/domain/censuses';
import { affiliates } from './affiliates.ts';
import { users } from './auth.ts';
import { providers } from './core.ts';
import { attentionPlaces } from './coverage.ts';
import { staffUsers } from './staff.ts';

/**
 * The census of inpatients (tramitesonline/censos): one row per movement (admission or
 * discharge) of one patient on one day. A patient is an affiliate number (contra, inte) and a
 * newborn index (0 the affiliate, 1 to 3 newborns under the mother's number); the unique index
 * makes "one row per patient, day and movement" hold under concurrent requests too. What the
 * provider registered is never changed or deleted; only the medical audit's columns move, once
 * (docs/decisions/0060: pending → observed, approved or rejected).
 */
export const censusRows = pgTable(
  'census_rows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    contra: integer('contra').notNull(),
    inte: smallint('inte').notNull(),
    recienNacido: smallint('recien_nacido').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    movimiento: varchar('movimiento', { length: 7 }).$type<CensusMovement>().notNull(),
    /** The spec §5 code of the movement (domain censusCode), kept as the insurer read it. */
    codigo: integer('codigo').notNull(),
    attentionPlaceId: integer('attention_place_id')
      .notNull()
      .references(() => attentionPlaces.id),
    observacion: varchar('observacion', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Domain CENSUS_STATES: 1 pending until a medical auditor decides. */
    estado: smallint('estado').notNull().default(1),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    auditedBy: integer('audited_by').references(() => staffUsers.id),
    /** What the auditor wrote to the provider with the decision. */
    mensajeAuditoria: varchar('mensaje_auditoria', { length: 1000 }),
  },
  (t) => [
    uniqueIndex('census_rows_patient_day_idx').on(
      t.providerId,
      t.contra,
      t.inte,
      t.recienNacido,
      t.fecha,
      t.movimiento,
    ),
    index('census_rows_provider_fecha_idx').on(t.providerId, t.fecha, t.id),
    // The census queue by age, and its decisions since a day (docs/decisions/0060).
    index('census_rows_estado_idx').on(t.estado, t.createdAt, t.id),
    index('census_rows_audited_idx')
      .on(t.auditedAt)
      .where(sql`${t.auditedAt} is not null`),
    check('census_rows_movimiento_check', sql`${t.movimiento} in ('ingreso', 'egreso')`),
    check('census_rows_recien_nacido_check', sql`${t.recienNacido} between 0 and 3`),
  ],
);
