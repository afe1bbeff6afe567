import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { plans } from './core.ts';

/** An affiliate (member); the number is "contra middle inte" (spec §3). */
export const affiliates = pgTable(
  'affiliates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contra: integer('contra').notNull(),
    middle: smallint('middle').notNull(),
    inte: smallint('inte').notNull(),
    prepagaId: smallint('prepaga_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    apellido: varchar('apellido', { length: 80 }).notNull(),
    documento: varchar('documento', { length: 11 }).notNull(),
    estado: varchar('estado', { length: 1 }).notNull(),
    estadoDesc: varchar('estado_desc', { length: 40 }).notNull(),
    requiereToken: boolean('requiere_token').notNull().default(false),
    /** Tax condition of the fiscal data (spec §3 datosFiscales.condicionImpuestos). */
    condicionImpuestos: varchar('condicion_impuestos', { length: 40 })
      .notNull()
      .default('Consumidor Final'),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
    sexo: varchar('sexo', { length: 1 }),
    /** A (AMBA) or I (interior). */
    ambito: varchar('ambito', { length: 1 }).notNull().default('A'),
    /** The register's period (alta and, once retired, baja); null on demo rows that never had one. */
    vigenciaDesde: date('vigencia_desde', { mode: 'string' }),
    vigenciaHasta: date('vigencia_hasta', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('affiliates_number_idx').on(t.contra, t.middle, t.inte),
    index('affiliates_documento_idx').on(t.documento),
  ],
);

/**
 * What an affiliate was, period by period (docs/decisions/0048): the row in `affiliates` is the
 * present; each import that changes the state or the plan closes the open period on the file's
 * date and opens the next, so a question about a past day finds the period in force then.
 * Periods are [desde, hasta): `hasta` null is the open one.
 */
export const affiliatePeriods = pgTable(
  'affiliate_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    estado: varchar('estado', { length: 1 }).notNull(),
    estadoDesc: varchar('estado_desc', { length: 40 }).notNull(),
  },
  (t) => [index('affiliate_periods_affiliate_idx').on(t.affiliateId, t.desde)],
);
