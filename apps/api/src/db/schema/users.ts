import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { providers } from './providers.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    apellido: varchar('apellido', { length: 100 }).notNull(),
    admin: boolean('admin').notNull().default(false),
    /** The general override of spec §6: every menu entry counts as enabled. */
    habilitarTodo: boolean('habilitar_todo').notNull().default(false),
    doc24Permission: boolean('doc24_permission').notNull().default(false),
    capActive: boolean('cap_active').notNull().default(false),
    surveyResponseAt: timestamp('survey_response_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id').references((): AnyPgColumn => users.id),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_provider_idx').on(t.providerId),
  ],
);

/** The module catalogue: one row per permission key of spec §2 and menu button id. */
export const modules = pgTable('modules', {
  id: varchar('id', { length: 60 }).primaryKey(),
  titulo: varchar('titulo', { length: 120 }).notNull(),
  /** A module switched off globally shows the maintenance image to everyone. */
  active: boolean('active').notNull().default(true),
  /** True once an issue has built the module's page; placeholders answer false. */
  disponible: boolean('disponible').notNull().default(false),
  sort: smallint('sort').notNull(),
});

export const userModules = pgTable(
  'user_modules',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    moduleId: varchar('module_id', { length: 60 })
      .notNull()
      .references(() => modules.id),
    habilitado: boolean('habilitado').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);
