import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** The Spanish ICD-10 (CIE-10) catalogue; codes kept without the dot ("J459"). */
export const diagnoses = pgTable(
  'diagnoses',
  {
    codigo: varchar('codigo', { length: 8 }).primaryKey(),
    denominacion: text('denominacion').notNull(),
    /** The denomination as searched: lower case, no accents (domain searchKey). */
    searchKey: text('search_key').notNull(),
    /** Chapter ordering, so code searches answer in catalogue order. */
    orden: integer('orden').notNull(),
  },
  (t) => [index('diagnoses_search_key_idx').on(t.searchKey.op('text_pattern_ops'))],
);
