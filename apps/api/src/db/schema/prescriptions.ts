import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Receta digital's vademécum: the medications a prescription names (brand, generic name with
 * strength, presentation). The prescriptions themselves are the patient's record's
 * (medical-attention.ts), so atencion-medica's recetas page shows them.
 */
export const vademecum = pgTable(
  'vademecum',
  {
    id: integer('id').primaryKey(),
    marca: varchar('marca', { length: 80 }).notNull(),
    generico: varchar('generico', { length: 120 }).notNull(),
    presentacion: varchar('presentacion', { length: 80 }).notNull(),
    /** 'marca generico' as searched: lower case, no accents (domain searchKey). */
    searchKey: varchar('search_key', { length: 220 }).notNull(),
  },
  (t) => [index('vademecum_search_idx').on(t.searchKey)],
);
