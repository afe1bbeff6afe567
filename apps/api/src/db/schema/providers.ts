import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { localities, managementUnits, provinces } from './reference.ts';

export const providers = pgTable(
  'providers',
  {
    /** The provider code (codPrestador). */
    id: integer('id').primaryKey(),
    cuit: varchar('cuit', { length: 11 }).notNull(),
    apeRazonSocial: varchar('ape_razon_social', { length: 160 }).notNull(),
    nombreAbre: varchar('nombre_abre', { length: 80 }).notNull(),
    tipo: varchar('tipo', { length: 1 }).$type<'P' | 'E' | 'I' | 'C'>().notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id),
    isCircle: boolean('is_circle').notNull().default(false),
    medicalHistoryEnable: boolean('medical_history_enable').notNull().default(false),
    hospitalizationInAffiliateValidation: boolean('hospitalization_in_affiliate_validation')
      .notNull()
      .default(false),
    esOdonto: boolean('es_odonto').notNull().default(false),
  },
  (t) => [index('providers_cuit_idx').on(t.cuit)],
);

export const providerManagementUnits = pgTable(
  'provider_management_units',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    unitId: smallint('unit_id')
      .notNull()
      .references(() => managementUnits.id),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.unitId] })],
);
