import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  ContactEmail,
  ContactPhone,
  Licence,
  ProfileChange,
  Weekday,
} from '@portal/domain/profile';
import type { DataUpdateSection } from '@portal/domain/access';
import { users } from './auth.ts';
import { providers } from './core.ts';
import { attentionPlaces } from './coverage.ts';
import { supportCases } from './support-cases.ts';

/**
 * Mis datos (tramitesonline/datos-personales): what a provider keeps current beyond its record in
 * `providers` (name, CUIT): personal and professional data, contact data, the hours and
 * consulting rooms of its attention places, a college's documents, and the change requests the
 * insurer validates through a support case.
 */

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

export const providerProfiles = pgTable('provider_profiles', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id),
  documentoTipo: varchar('documento_tipo', { length: 2 }),
  documentoNumero: varchar('documento_numero', { length: 12 }),
  sexo: varchar('sexo', { length: 1 }),
  estadoCivil: varchar('estado_civil', { length: 12 }),
  fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
  matriculas: jsonb('matriculas').$type<Licence[]>().notNull().default([]),
  /** Ids of `specialties`. */
  especialidades: jsonb('especialidades').$type<number[]>().notNull().default([]),
  idiomas: jsonb('idiomas').$type<string[]>().notNull().default([]),
  /** Contact data: applies at once, no request. */
  emails: jsonb('emails').$type<ContactEmail[]>().notNull().default([]),
  telefonos: jsonb('telefonos').$type<ContactPhone[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Hours Monday to Friday and consulting rooms of an attention place (coverage owns the place). */
export const attentionPlaceDetails = pgTable('attention_place_details', {
  placeId: integer('place_id')
    .primaryKey()
    .references(() => attentionPlaces.id),
  horarios: jsonb('horarios').$type<Record<Weekday, string | null>>().notNull(),
  consultorios: jsonb('consultorios').$type<string[]>().notNull().default([]),
});

/** The current version of each required document of a college (one per type). */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    vencimiento: date('vencimiento', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('provider_documents_type_idx').on(t.providerId, t.tipo)],
);

/**
 * A change the insurer validates: filed as a contracting support case in the same transaction;
 * pending while its case is open. `propuesta` holds the values asked for, so approving can apply
 * them.
 */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    section: varchar('section', { length: 20 }).$type<DataUpdateSection>().notNull(),
    /** The attention place of an address change. */
    placeId: integer('place_id').references(() => attentionPlaces.id),
    /** The document type of a document change. */
    documentTipo: varchar('document_tipo', { length: 40 }),
    caseId: integer('case_id')
      .notNull()
      .references(() => supportCases.id),
    cambios: jsonb('cambios').$type<ProfileChange[]>().notNull(),
    propuesta: jsonb('propuesta').$type<Record<string, unknown>>().notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('profile_change_requests_provider_idx').on(t.providerId, t.section)],
);
