import {
  boolean,
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
  },
  (t) => [
    uniqueIndex('affiliates_number_idx').on(t.contra, t.middle, t.inte),
    index('affiliates_documento_idx').on(t.documento),
  ],
);
