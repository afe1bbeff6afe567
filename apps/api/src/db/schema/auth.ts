import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { providers } from './core.ts';

/** Users and the tables of logging in, login throttling and password recovery. */

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
    /**
     * Set while the insurer keeps the user blocked (the console): the block also sets
     * `disabled_at`, so every check of a disabled user holds; this says who may undo it.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_provider_idx').on(t.providerId),
  ],
);

/** Every login attempt, for throttling per account and per address (docs/decisions/0003). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.at),
    index('login_attempts_ip_idx').on(t.ip, t.at),
  ],
);

/**
 * Password-recovery look-ups (validar_datos, validar_token) by address: misses are throttled so
 * the two steps cannot be used to find out which e-mails have an account (docs/decisions/0003).
 */
export const recoveryLookups = pgTable(
  'recovery_lookups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: varchar('ip', { length: 64 }).notNull(),
    found: boolean('found').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('recovery_lookups_ip_idx').on(t.ip, t.at)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pinHash: varchar('pin_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    resetTokenHash: varchar('reset_token_hash', { length: 64 }),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
