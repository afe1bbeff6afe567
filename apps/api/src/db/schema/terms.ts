import {
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
