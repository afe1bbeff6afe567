import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { providers } from './core.ts';

/**
 * The transaction area: every request a provider files (Alta de trámites), its
 * services, files, history, and the survey counter. The one owner of authorizations: the
 * support centre's busqueda-autorizaciones reads them through the area's public.ts.
 */

/** File contents live beside their request, in its transaction and its backups. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

/** Above the seeded numbers (7000101…7000203) and the large seed's. */
export const authorizationNumbers = pgSequence('authorization_nro_seq', { startWith: 7100001 });
/** The insurer's transaction number of a request (nroTrmAutorizacion). */
export const authorizationTrmNumbers = pgSequence('authorization_trm_seq', { startWith: 950001 });

export type AuthorizationData = Record<string, string | number | boolean | null>;

export const authorizations = pgTable(
  'authorizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nroAutorizacion: integer('nro_autorizacion')
      .notNull()
      .unique()
      .default(sql`nextval('authorization_nro_seq')`),
    nroTrm: integer('nro_trm')
      .notNull()
      .default(sql`nextval('authorization_trm_seq')`),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    userId: integer('user_id').references(() => users.id),
    /** The kind of Alta de trámites (AUTHORIZATION_KINDS). */
    tipo: varchar('tipo', { length: 40 }).notNull(),
    /** Service type code (spec §9): C, 1, 9, 10. */
    tipoPrestacion: varchar('tipo_prestacion', { length: 2 }).notNull(),
    proceso: varchar('proceso', { length: 10 }).notNull(),
    /** Index into the process's steps (domain processSteps). */
    etapa: smallint('etapa').notNull(),
    estado: smallint('estado').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    fechaOrden: date('fecha_orden', { mode: 'string' }).notNull(),
    validezHasta: date('validez_hasta', { mode: 'string' }),
    contra: integer('contra').notNull(),
    inte: smallint('inte').notNull(),
    nombreApeAfi: varchar('nombre_ape_afi', { length: 160 }).notNull(),
    lugarAtencionId: integer('lugar_atencion_id'),
    /** First service's description, or the medication / transfer / diagnosis. */
    resumen: varchar('resumen', { length: 200 }).notNull(),
    observacion: text('observacion').notNull().default(''),
    /** The insurer's latest observation while it waits for the provider. */
    observacionAuditor: text('observacion_auditor'),
    /** The kind's own fields as filed. */
    datos: jsonb('datos').$type<AuthorizationData>().notNull().default({}),
    /** Request medium 27 (web), branch 1 (spec §7). */
    medioId: smallint('medio_id').notNull().default(27),
    sucursalId: smallint('sucursal_id').notNull().default(1),
    /** The support centre's workflow of this kind (AMB_CAP_AUTORIZACIONES, …). */
    workflow: varchar('workflow', { length: 60 }).notNull(),
  },
  (t) => [
    index('authorizations_provider_created_idx').on(t.providerId, t.createdAt.desc()),
    index('authorizations_provider_affiliate_idx').on(t.providerId, t.contra, t.inte),
    index('authorizations_provider_estado_idx').on(t.providerId, t.estado, t.updatedAt),
    index('authorizations_estado_created_idx').on(t.estado, t.createdAt),
    // The console's queue (docs/decisions/0058): by age, by provider, and today's arrivals.
    index('authorizations_estado_updated_idx').on(t.estado, t.updatedAt, t.id),
    index('authorizations_estado_provider_idx').on(t.estado, t.providerId, t.updatedAt, t.id),
    index('authorizations_created_idx').on(t.createdAt),
  ],
);

export const authorizationServices = pgTable(
  'authorization_services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id),
    codigo: integer('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    cantidad: smallint('cantidad').notNull(),
    /** The coverage modality when filed (AP, NC, AM, SA; '' unknown). */
    cobertura: varchar('cobertura', { length: 2 }).notNull().default(''),
  },
  (t) => [index('authorization_services_request_idx').on(t.authorizationId)],
);

/** History: who moved the request to which state and step, and what they wrote. */
export const authorizationEvents = pgTable(
  'authorization_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    estado: smallint('estado').notNull(),
    etapa: smallint('etapa').notNull(),
    origen: varchar('origen', { length: 10 })
      .$type<'prestador' | 'auditor' | 'sistema'>()
      .notNull(),
    autor: varchar('autor', { length: 160 }).notNull(),
    mensaje: text('mensaje'),
  },
  (t) => [index('authorization_events_request_idx').on(t.authorizationId, t.id)],
);

export const authorizationFiles = pgTable(
  'authorization_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorizationId: integer('authorization_id')
      .notNull()
      .references(() => authorizations.id),
    eventId: integer('event_id').references(() => authorizationEvents.id),
    origen: varchar('origen', { length: 10 }).$type<'prestador' | 'auditor'>().notNull(),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    extension: varchar('extension', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id),
    operator: varchar('operator', { length: 120 }),
  },
  (t) => [index('authorization_files_request_idx').on(t.authorizationId)],
);

/** The survey of spec §4, per user: the counter since the last answer. */
export const authorizationSurveys = pgTable('authorization_surveys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  savedSinceAnswer: integer('saved_since_answer').notNull().default(0),
  lastAnswerAt: timestamp('last_answer_at', { withTimezone: true }),
});

export const authorizationSurveyAnswers = pgTable(
  'authorization_survey_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    puntaje: smallint('puntaje').notNull(),
    comentario: text('comentario').notNull().default(''),
  },
  (t) => [index('authorization_survey_answers_user_idx').on(t.userId)],
);
