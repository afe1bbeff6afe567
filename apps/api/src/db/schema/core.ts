import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Tables no single area owns: reference lists (provinces, localities, specialties, management
 * units, plans), the providers every area hangs from, and infrastructure (outbox, audit, settings).
 */

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
    /**
     * The day a full providers register left it out (imports): no login, no directory cards, its
     * places ended. Null while active; appearing in a later file clears it.
     */
    fechaBaja: date('fecha_baja', { mode: 'string' }),
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

/** Mail not sent through SMTP lands here (and in the log) so a local user can read it. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /**
   * Written by a transaction (an import's invitations) rather than by the mailer: with SMTP the
   * relay sends it once the transaction has committed. Rows the outbox mailer kept without SMTP
   * stay false, so configuring SMTP later never sends old development mail.
   */
  relay: boolean('relay').notNull().default(false),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: varchar('action', { length: 80 }).notNull(),
    operator: varchar('operator', { length: 120 }),
    userId: integer('user_id'),
    providerId: integer('provider_id'),
    sessionId: uuid('session_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_session_idx').on(t.sessionId)],
);

export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});

/**
 * Writes a sliding-window limit counts (lib/write-limit.ts): one row per limited write and key,
 * e.g. 'support-cases:case:42'. Written in the write's own transaction, so a refused or failed
 * write leaves none; rows older than the longest window are pruned as new writes come.
 */
export const writeLimitHits = pgTable(
  'write_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 100 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('write_limit_hits_key_at_idx').on(t.key, t.at)],
);
