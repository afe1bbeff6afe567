import {
  customType,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { affiliates } from './affiliates.ts';
import { users } from './auth.ts';
import { providers } from './core.ts';

/**
 * The patient record atencion-medica shows, keyed by affiliate: vaccines,
 * prescriptions (also those receta-digital writes), study reports and images with their files,
 * and the care history (consumos, visits, hospitalizations).
 */

/** Study files live beside their record, in its transaction and its backups. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

export const medicalVaccines = pgTable(
  'medical_vaccines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    vacuna: varchar('vacuna', { length: 120 }).notNull(),
    dosis: varchar('dosis', { length: 60 }).notNull(),
    lote: varchar('lote', { length: 30 }).notNull(),
    vacunatorio: varchar('vacunatorio', { length: 120 }).notNull(),
  },
  (t) => [index('medical_vaccines_affiliate_idx').on(t.affiliateId, t.appliedOn)],
);

/** Prescription numbers receta-digital gives (the seeded ones are below it). */
export const prescriptionNumbers = pgSequence('prescription_nro_seq', { startWith: 500001 });

export const patientPrescriptions = pgTable(
  'patient_prescriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    numero: varchar('numero', { length: 20 }).notNull().unique(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    /** The prescriber's provider when it is a portal provider (receta-digital); else null. */
    providerId: integer('provider_id').references(() => providers.id),
    userId: integer('user_id').references(() => users.id),
    prescriptor: varchar('prescriptor', { length: 120 }).notNull(),
    matricula: varchar('matricula', { length: 60 }).notNull(),
    diagnosisCode: varchar('diagnosis_code', { length: 10 }),
    diagnostico: varchar('diagnostico', { length: 200 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** emitida | dispensada | anulada */
    estado: varchar('estado', { length: 12 }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('patient_prescriptions_affiliate_idx').on(t.affiliateId, t.issuedAt),
    index('patient_prescriptions_provider_idx').on(t.providerId),
  ],
);

export const patientPrescriptionItems = pgTable(
  'patient_prescription_items',
  {
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => patientPrescriptions.id),
    position: smallint('position').notNull(),
    medicamento: varchar('medicamento', { length: 160 }).notNull(),
    presentacion: varchar('presentacion', { length: 160 }).notNull(),
    cantidad: smallint('cantidad').notNull(),
    posologia: varchar('posologia', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.prescriptionId, t.position] })],
);

export const medicalStudies = pgTable(
  'medical_studies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    /** informe | imagen */
    kind: varchar('kind', { length: 8 }).notNull(),
    performedOn: date('performed_on', { mode: 'string' }).notNull(),
    titulo: varchar('titulo', { length: 160 }).notNull(),
    prestador: varchar('prestador', { length: 160 }).notNull(),
    descripcion: varchar('descripcion', { length: 600 }).notNull(),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('medical_studies_affiliate_idx').on(t.affiliateId, t.performedOn)],
);

export const careEvents = pgTable(
  'care_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    /** consumo | visita | internacion */
    kind: varchar('kind', { length: 12 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** A hospitalization's discharge; null while it lasts (and for the other kinds). */
    hasta: date('hasta', { mode: 'string' }),
    descripcion: varchar('descripcion', { length: 200 }).notNull(),
    prestador: varchar('prestador', { length: 160 }).notNull(),
    detalle: varchar('detalle', { length: 300 }).notNull(),
  },
  (t) => [index('care_events_affiliate_idx').on(t.affiliateId, t.kind, t.fecha)],
);

/**
 * A telemedicine session (doc-24) a user opened: the signed launch link names it, and it lasts
 * minutes; the external service, or the portal's own waiting room, checks it.
 */
export const telemedicineSessions = pgTable(
  'telemedicine_sessions',
  {
    id: uuid('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The external service's launch URL, or null for the portal's waiting room. */
    serviceUrl: varchar('service_url', { length: 300 }),
    /** When the link was first opened (the waiting room records it). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
  },
  (t) => [index('telemedicine_sessions_user_idx').on(t.userId, t.createdAt)],
);
