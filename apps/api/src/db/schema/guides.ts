import { date, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/**
 * The clinical practice guides of informacionutil/practicas (about 90). The PDF is generated
 * from these fields on request, so a revision is one row's update, not a file to replace.
 */
export const practiceGuides = pgTable(
  'practice_guides',
  {
    id: integer('id').primaryKey(),
    titulo: varchar('titulo', { length: 160 }).notNull(),
    especialidad: varchar('especialidad', { length: 80 }).notNull(),
    /** The title as searched: lower case, no accents (domain searchKey). */
    claveBusqueda: varchar('clave_busqueda', { length: 160 }).notNull(),
    revisada: date('revisada', { mode: 'string' }).notNull(),
    alcance: text('alcance').notNull(),
    recomendaciones: jsonb('recomendaciones').$type<string[]>().notNull(),
    /** The day an import (--full) withdrew it from the list; null while published. */
    retirada: date('retirada', { mode: 'string' }),
  },
  (t) => [index('practice_guides_especialidad_idx').on(t.especialidad)],
);
