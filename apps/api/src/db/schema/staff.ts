import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StaffAuditAction, StaffRole } from '@portal/domain/staff';

/*
 * The insurer's staff, a realm of their own (docs/decisions/0055): their accounts, sessions and
 * audit never share a table with the providers' users, so no query of one realm can return the
 * other's rows.
 */

export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  /** argon2id, the providers' parameters; null until the invitation is accepted. */
  passwordHash: text('password_hash'),
  roles: text('roles').array().$type<StaffRole[]>().notNull().default([]),
  blocked: boolean('blocked').notNull().default(false),
  /** Base32; set at the first password step, confirmed by the first good code. */
  totpSecret: varchar('totp_secret', { length: 64 }),
  totpConfirmed: boolean('totp_confirmed').notNull().default(false),
  /** The last TOTP step that opened a session: an older or equal one is a replay. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** SHA-256 of the invitation's token, until the person sets a password. */
  invitationHash: varchar('invitation_hash', { length: 64 }).unique(),
  invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Single-use codes for a lost phone, kept as SHA-256 of their letters (they are random). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Both halves of a login: `pending` rows are the password step's (the second factor turns one
 * into a session), the others are sessions. A token names its row and its kind, so a pending
 * token is no session and neither opens a provider's call.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    pending: boolean('pending').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every staff action: who, when, what, on which object, and what changed (never a secret). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id),
    action: varchar('action', { length: 60 }).$type<StaffAuditAction>().notNull(),
    targetKind: varchar('target_kind', { length: 40 }),
    targetId: varchar('target_id', { length: 60 }),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_staff_at_idx').on(t.staffId, t.at),
  ],
);
