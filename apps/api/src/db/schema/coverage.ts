import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { localities, plans, providers } from './core.ts';

/**
 * The services catalogue and its coverage by plan, the diagnoses, and where a provider attends:
 * attention places, agreed services, connectivity terminals and circles.
 */

export const services = pgTable(
  'services',
  {
    codigo: integer('codigo').primaryKey(),
    nomenclador: varchar('nomenclador', { length: 8 }).notNull(),
    descripcion: text('descripcion').notNull(),
    tipo: varchar('tipo', { length: 2 }).notNull(),
    carac: varchar('carac', { length: 2 }).notNull(),
    /** Coverage group of the service (spec §3 cod_cobertura). */
    codCobertura: varchar('cod_cobertura', { length: 8 }).notNull().default(''),
    /** The description as searched: lower case, no accents (domain searchKey). */
    searchKey: text('search_key').notNull().default(''),
  },
  (t) => [index('services_search_key_idx').on(t.searchKey.op('text_pattern_ops'))],
);

/** Coverage modality of a service under a plan (spec §4): AP, NC, AM or SA. */
export const planCoverage = pgTable(
  'plan_coverage',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    serviceCodigo: integer('service_codigo')
      .notNull()
      .references(() => services.codigo),
    modCobert: varchar('mod_cobert', { length: 2 }).notNull(),
    exceptuada: varchar('exceptuada', { length: 1 }).notNull().default('N'),
    /** Copayment the affiliate pays for the service under this plan, in pesos. */
    copago: numeric('copago', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [index('plan_coverage_pk_idx').on(t.planId, t.serviceCodigo)],
);

/** The Spanish ICD-10 (CIE-10) catalogue; codes kept without the dot ("J459"). */
export const diagnoses = pgTable(
  'diagnoses',
  {
    codigo: varchar('codigo', { length: 8 }).primaryKey(),
    denominacion: text('denominacion').notNull(),
    /** The denomination as searched: lower case, no accents (domain searchKey). */
    searchKey: text('search_key').notNull(),
    /** Chapter ordering, so code searches answer in catalogue order. */
    orden: integer('orden').notNull(),
  },
  (t) => [index('diagnoses_search_key_idx').on(t.searchKey.op('text_pattern_ops'))],
);

/** A provider's attention place (lugar de atención), in force between two days. */
export const attentionPlaces = pgTable(
  'attention_places',
  {
    id: integer('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    descripcion: varchar('descripcion', { length: 120 }).notNull(),
    calle: varchar('calle', { length: 120 }).notNull(),
    numero: varchar('numero', { length: 10 }).notNull(),
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id),
    telefono: varchar('telefono', { length: 30 }),
    vigenciaDesde: date('vigencia_desde', { mode: 'string' }).notNull(),
    vigenciaHasta: date('vigencia_hasta', { mode: 'string' }),
  },
  (t) => [index('attention_places_provider_idx').on(t.providerId)],
);

/** Directories (cartillas, one per plan) a place does NOT attend; absent means it does. */
export const attentionPlaceExcludedPlans = pgTable(
  'attention_place_excluded_plans',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => attentionPlaces.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.planId] })],
);

/** A connectivity terminal of a provider (company 9, channel 90). */
export const providerTerminals = pgTable(
  'provider_terminals',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    codigo: varchar('codigo', { length: 12 }).notNull(),
    descripcion: varchar('descripcion', { length: 80 }).notNull(),
    empresaConectividad: smallint('empresa_conectividad').notNull(),
    canal: smallint('canal').notNull(),
    activa: boolean('activa').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('provider_terminals_code_idx').on(t.providerId, t.codigo)],
);

/** Circles (círculos) a provider can act through, with the entity's tax id (spec §6). */
export const circles = pgTable('circles', {
  id: integer('id').primaryKey(),
  descripcion: varchar('descripcion', { length: 120 }).notNull(),
  cuit: varchar('cuit', { length: 11 }).notNull(),
});

export const providerCircles = pgTable(
  'provider_circles',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.circleId] })],
);

/** Services agreed with a provider at a place (prestaciones convenio), for one plan or all. */
export const agreedServices = pgTable(
  'agreed_services',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    placeId: integer('place_id')
      .notNull()
      .references(() => attentionPlaces.id),
    serviceCodigo: integer('service_codigo')
      .notNull()
      .references(() => services.codigo),
    /** Null: every plan. */
    planId: integer('plan_id').references(() => plans.id),
    valor: numeric('valor', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    vigenciaDesde: date('vigencia_desde', { mode: 'string' }).notNull(),
    vigenciaHasta: date('vigencia_hasta', { mode: 'string' }),
  },
  (t) => [index('agreed_services_provider_idx').on(t.providerId, t.serviceCodigo)],
);
