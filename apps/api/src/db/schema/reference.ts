import { index, integer, numeric, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

export const provinces = pgTable('provinces', {
  id: smallint('id').primaryKey(),
  nombre: varchar('nombre', { length: 80 }).notNull(),
});

export const localities = pgTable(
  'localities',
  {
    id: integer('id').primaryKey(),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    /** Partido (department) the locality belongs to. */
    partido: varchar('partido', { length: 120 }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    codigoPostal: varchar('codigo_postal', { length: 8 }).notNull(),
  },
  (t) => [index('localities_province_idx').on(t.provinceId)],
);

export const specialties = pgTable('specialties', {
  id: integer('id').primaryKey(),
  descripcion: varchar('descripcion', { length: 120 }).notNull(),
  /** Directory section kind of spec §9: 1 specialties, 2 urgent care. */
  seccion: smallint('seccion').notNull(),
});

export const managementUnits = pgTable('management_units', {
  id: smallint('id').primaryKey(),
  descripcion: varchar('descripcion', { length: 120 }).notNull(),
});

export const plans = pgTable('plans', {
  id: integer('id').primaryKey(),
  prepagaId: smallint('prepaga_id').notNull(),
  descripcion: varchar('descripcion', { length: 120 }).notNull(),
  /** Pharmacy discount percentage shown on the virtual credential. */
  descuentoFarmacia: smallint('descuento_farmacia').notNull(),
});

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
