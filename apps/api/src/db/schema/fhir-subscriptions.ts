import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { providers } from './core.ts';
import { fhirClients } from './fhir.ts';

/**
 * A HIS's rest-hook Subscriptions to the decisions on its provider's authorizations
 * (docs/decisions/0066). The headers are the client's own (often its endpoint's secret): sent
 * with each notification, never read back nor logged.
 */
export const fhirSubscriptions = pgTable(
  'fhir_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: varchar('client_id', { length: 40 })
      .notNull()
      .references(() => fhirClients.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    endpoint: text('endpoint').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** active, error (the last delivery failed; the next is tried anyway) or off (deleted). */
    status: varchar('status', { length: 10 }).$type<'active' | 'error' | 'off'>().notNull(),
    error: text('error'),
    eventsSinceStart: integer('events_since_start').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fhir_subscriptions_provider_idx').on(t.providerId, t.status)],
);

/**
 * One row per change notified to a subscription: every API process hears every decision on
 * the one bus, and the first to insert the row is the one that sends (the others find it there).
 */
export const fhirSubscriptionDeliveries = pgTable(
  'fhir_subscription_deliveries',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => fhirSubscriptions.id),
    authorizationId: integer('authorization_id').notNull(),
    /** The request's updated_at the notification tells of: one change, one notification. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    eventNumber: integer('event_number').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.authorizationId, t.changedAt] })],
);
