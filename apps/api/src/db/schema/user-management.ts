import { index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * User management (gestionusuarios): what the admin records of each user of its team beyond the
 * login record — sector and role (the domain's USER_SECTORS / USER_ROLES ids), document, and the
 * deletion (a deleted user is also disabled on `users`; the row keeps who it was for the audit).
 * The last login is not stored: it is the user's newest own session.
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    sector: smallint('sector'),
    rol: smallint('rol'),
    tipoDocumento: varchar('tipo_documento', { length: 2 }),
    numeroDocumento: varchar('numero_documento', { length: 20 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('user_profiles_sector_idx').on(t.sector)],
);
