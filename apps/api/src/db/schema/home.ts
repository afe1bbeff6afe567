import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The logged-in home's recent validations: each affiliate a user validated on the
 * validator, with the answer they saw (valid or not, and the name it gave). The team activity
 * (audit_log) records that a validation happened but, by design, never which affiliate: an
 * admin reads it. These rows are read only by the user who made them.
 */
export const recentValidations = pgTable(
  'recent_validations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    contra: integer('contra').notNull(),
    middle: smallint('middle').notNull(),
    inte: smallint('inte').notNull(),
    valido: boolean('valido').notNull(),
    /** "Juan Pérez" as the answer named the affiliate; empty when it named none. */
    nombre: varchar('nombre', { length: 120 }).notNull(),
  },
  (t) => [index('recent_validations_user_at_idx').on(t.userId, t.at.desc(), t.id.desc())],
);
