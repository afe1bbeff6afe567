import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
