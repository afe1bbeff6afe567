import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ContentCells, ContentVersionState } from '@portal/domain/content';
import { staffUsers } from './staff.ts';

/**
 * The public site (spec §2 public routes): its texts and lists live here so they can be edited
 * without a release; the API serves them cached (docs/decisions/0027).
 */

/** Opening hours of a place, one entry per group of days. */
export interface OpeningHours {
  dias: string;
  horario: string;
}

/** One public page's texts, by its path under /prestadores (the domain's page table). */
export const contentPages = pgTable('content_pages', {
  ruta: varchar('ruta', { length: 80 }).primaryKey(),
  titulo: varchar('titulo', { length: 120 }).notNull(),
  resumen: varchar('resumen', { length: 300 }).notNull(),
  actualizada: date('actualizada', { mode: 'string' }).notNull(),
});

export const contentPageSections = pgTable(
  'content_page_sections',
  {
    ruta: varchar('ruta', { length: 80 })
      .notNull()
      .references(() => contentPages.ruta, { onDelete: 'cascade' }),
    orden: smallint('orden').notNull(),
    titulo: varchar('titulo', { length: 160 }).notNull(),
    parrafos: jsonb('parrafos').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruta, t.orden] })],
);

export const branches = pgTable('branches', {
  id: integer('id').primaryKey(),
  nombre: varchar('nombre', { length: 120 }).notNull(),
  direccion: varchar('direccion', { length: 160 }).notNull(),
  localidad: varchar('localidad', { length: 80 }).notNull(),
  provincia: varchar('provincia', { length: 80 }).notNull(),
  telefono: varchar('telefono', { length: 40 }).notNull(),
  horarios: jsonb('horarios').$type<OpeningHours[]>().notNull(),
  /** The day an import (--full) withdrew it from the site; null while published. */
  retirada: date('retirada', { mode: 'string' }),
});

export const medicalCentres = pgTable(
  'medical_centres',
  {
    id: integer('id').primaryKey(),
    /** The domain's MEDICAL_CENTRE_KINDS. */
    tipo: varchar('tipo', { length: 20 }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    direccion: varchar('direccion', { length: 160 }).notNull(),
    localidad: varchar('localidad', { length: 80 }).notNull(),
    telefono: varchar('telefono', { length: 40 }).notNull(),
    horarios: jsonb('horarios').$type<OpeningHours[]>().notNull(),
    servicios: jsonb('servicios').$type<string[]>().notNull(),
  },
  (t) => [index('medical_centres_tipo_idx').on(t.tipo)],
);

export interface PreventionContact {
  nombre: string;
  telefono: string;
  email: string;
}

/** The ten prevention programmes, by the slug of their route. */
export const preventionProgrammes = pgTable('prevention_programmes', {
  programa: varchar('programa', { length: 40 }).primaryKey(),
  orden: smallint('orden').notNull(),
  titulo: varchar('titulo', { length: 120 }).notNull(),
  descripcion: text('descripcion').notNull(),
  objetivos: jsonb('objetivos').$type<string[]>().notNull(),
  actividades: jsonb('actividades').$type<string[]>().notNull(),
  contactos: jsonb('contactos').$type<PreventionContact[]>().notNull(),
});

export const magazineIssues = pgTable('magazine_issues', {
  numero: integer('numero').primaryKey(),
  titulo: varchar('titulo', { length: 160 }).notNull(),
  publicada: date('publicada', { mode: 'string' }).notNull(),
  resumen: text('resumen').notNull(),
  notas: jsonb('notas').$type<string[]>().notNull(),
  /** The issue's own PDF where the insurer publishes it (http/https); null: drawn from the row. */
  enlace: varchar('enlace', { length: 300 }),
  /** The day an import (--full) withdrew it from the site; null while published. */
  retirada: date('retirada', { mode: 'string' }),
});

/**
 * The news of informacionutil/novedades, by the insurer's slug: shown newest first before the
 * page's own sections. Paragraphs are the body's blank-line-separated blocks.
 */
export const contentNews = pgTable('content_news', {
  clave: varchar('clave', { length: 60 }).primaryKey(),
  titulo: varchar('titulo', { length: 160 }).notNull(),
  fecha: date('fecha', { mode: 'string' }).notNull(),
  parrafos: jsonb('parrafos').$type<string[]>().notNull(),
  retirada: date('retirada', { mode: 'string' }),
});

export const contactPhones = pgTable('contact_phones', {
  id: integer('id').primaryKey(),
  orden: smallint('orden').notNull(),
  /** prestadores, afiliados, urgencias or fraude (the contracts' CONTACT_PHONE_GROUPS). */
  grupo: varchar('grupo', { length: 20 }).notNull(),
  descripcion: varchar('descripcion', { length: 160 }).notNull(),
  numero: varchar('numero', { length: 40 }).notNull(),
  horario: varchar('horario', { length: 120 }).notNull(),
});

/** Attached files live beside the content, in its transactions and its backups. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Every saved version of a public item, edited in the console (docs/decisions/0062): the item by
 * the content file's `tipo` and `clave`, its cells as the file writes them. The site's tables
 * above hold only what is published; a draft lives here alone.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    clave: varchar('clave', { length: 80 }).notNull(),
    /** 1, 2, … per item. */
    numero: integer('numero').notNull(),
    estado: varchar('estado', { length: 10 }).$type<ContentVersionState>().notNull(),
    campos: jsonb('campos').$type<ContentCells>().notNull(),
    creada: timestamp('creada', { withTimezone: true }).notNull(),
    /** Who saved it; null for the site's text as it was before the first edit (seed, import). */
    autor: integer('autor').references(() => staffUsers.id),
    /** When it was last put on the site. */
    publicada: timestamp('publicada', { withTimezone: true }),
  },
  (t) => [uniqueIndex('content_versions_item_idx').on(t.tipo, t.clave, t.numero)],
);

/** Images and PDF attached to a public item, linked from its Markdown by their id. */
export const contentFiles = pgTable(
  'content_files',
  {
    /** Random, so a file is reached only by whoever was given its address. */
    id: uuid('id').primaryKey(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    clave: varchar('clave', { length: 80 }).notNull(),
    nombre: varchar('nombre', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    creada: timestamp('creada', { withTimezone: true }).notNull(),
    autor: integer('autor')
      .notNull()
      .references(() => staffUsers.id),
  },
  (t) => [index('content_files_item_idx').on(t.tipo, t.clave)],
);
