import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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

/** Mail not sent through SMTP lands here (and in the log) so a local user can read it. */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: varchar('action', { length: 80 }).notNull(),
    operator: varchar('operator', { length: 120 }),
    userId: integer('user_id'),
    providerId: integer('provider_id'),
    sessionId: uuid('session_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_session_idx').on(t.sessionId)],
);

export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});
