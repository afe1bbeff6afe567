import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Sessions, operator grants, terms and their acceptance, and the modules a user may open. */

export type SessionMode = 'user' | 'impersonated' | 'readOnly';

/** Server-side sessions: a token is only as good as its row (logout, expiry, disabling). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mode: varchar('mode', { length: 12 }).$type<SessionMode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** For impersonated and read-only sessions: the operator who opened it. */
    operator: varchar('operator', { length: 120 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes an operator issues to open an impersonated or read-only session. */
export const externalAuthGrants = pgTable('external_auth_grants', {
  id: uuid('id').primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  mode: varchar('mode', { length: 12 }).$type<'impersonated' | 'readOnly'>().notNull(),
  operator: varchar('operator', { length: 120 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const terms = pgTable('terms', {
  id: serial('id').primaryKey(),
  entidad: smallint('entidad').notNull(),
  canal: smallint('canal').notNull(),
  version: varchar('version', { length: 20 }).notNull(),
  texto: text('texto').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    termsId: integer('terms_id')
      .notNull()
      .references(() => terms.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    deviceId: varchar('device_id', { length: 200 }).notNull(),
    deviceName: varchar('device_name', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.termsId] })],
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
