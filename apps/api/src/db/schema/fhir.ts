import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { providers } from './core.ts';
import { sessions } from './session.ts';

/** A public JWK as the client registered it (the JSON Web Key Set's `keys`). */
export type StoredJwk = Record<string, unknown>;

/**
 * The systems (a clinic's HIS) a provider's admin lets into the FHIR interface
 * (docs/decisions/0065): each acts as one member of the provider's team, with the public keys it
 * signs its assertions with and the scopes it may be granted. Revoking keeps the row.
 */
export const fhirClients = pgTable(
  'fhir_clients',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** The team member it acts as: that user's modules and state bound it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 80 }).notNull(),
    jwks: jsonb('jwks').$type<{ keys: StoredJwk[] }>().notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [index('fhir_clients_provider_idx').on(t.providerId)],
);

/**
 * An access token is a portal session of the bound user (so blocking or disabling the user ends
 * it as it ends their browser sessions) with the client and the scopes it was granted.
 */
export const fhirAccessTokens = pgTable(
  'fhir_access_tokens',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id),
    clientId: varchar('client_id', { length: 40 })
      .notNull()
      .references(() => fhirClients.id),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
  },
  (t) => [index('fhir_access_tokens_client_idx').on(t.clientId)],
);

/** The `jti` of each accepted client assertion until it expires: an assertion is used once. */
export const fhirAssertionIds = pgTable(
  'fhir_assertion_ids',
  {
    clientId: varchar('client_id', { length: 40 })
      .notNull()
      .references(() => fhirClients.id),
    jti: varchar('jti', { length: 200 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.jti] }),
    index('fhir_assertion_ids_expiry_idx').on(t.expiresAt),
  ],
);
