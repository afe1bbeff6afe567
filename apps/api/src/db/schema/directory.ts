import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { localities, providers, specialties } from './core.ts';
import { attentionPlaces } from './coverage.ts';

/**
 * The provider directory (cartilla): which provider attends which specialty at which of its
 * attention places, and where each locality lies. The rest of a card is read where it lives:
 * the provider, the place and its phone (coverage), the hours (Mis datos' place details) and
 * the rating (ratings).
 */

/** A locality's centre (seeded, no external service) and its name as searched. */
export const directoryLocalities = pgTable('directory_localities', {
  localityId: integer('locality_id')
    .primaryKey()
    .references(() => localities.id),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  /** 'nombre partido provincia' as searched: lower case, no accents (domain searchKey). */
  searchKey: text('search_key').notNull(),
});

/** One card of the directory: a provider, one of its places, one specialty it attends there. */
export const directoryListings = pgTable(
  'directory_listings',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => attentionPlaces.id),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /**
     * The place's locality, copied so the search by specialty near a locality is one index
     * range (ADR 0026); public.ts refreshDirectoryPlace keeps it when a place moves.
     */
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id),
    /** The provider's name as searched (domain searchKey of ape_razon). */
    nameKey: text('name_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.specialtyId] }),
    // A page of one locality's cards is read in this order, never sorted (ADR 0026).
    index('directory_listings_specialty_idx').on(t.specialtyId, t.localityId, t.nameKey, t.placeId),
    index('directory_listings_provider_idx').on(t.providerId),
    // The places (FHIR Location) and providers of a city or radius: a range, not a scan (ADR 0073).
    index('directory_listings_locality_idx').on(t.localityId, t.placeId),
  ],
);

/**
 * How many cards each specialty has in each locality: the search's count near a locality reads
 * these few rows instead of every card's index entry (docs/decisions/0069). Kept by statement
 * triggers on directory_listings (migration 0034), so every writer (the seed, the providers
 * import, a place moved by a Mis datos change, a test's own SQL) keeps it in its own
 * transaction.
 */
export const directoryLocalityCounts = pgTable(
  'directory_locality_counts',
  {
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    localityId: integer('locality_id')
      .notNull()
      .references(() => localities.id),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.specialtyId, t.localityId] })],
);
