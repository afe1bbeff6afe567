import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

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
