import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { directoryListings } from '../../db/schema/directory.ts';

/**
 * What other modules may call: a place's cards follow it when its address changes (the listing
 * keeps the place's locality for the search's index, ADR 0026). The caller's transaction.
 */
export async function refreshDirectoryPlace(db: Db, placeId: number): Promise<void> {
  await db
    .update(directoryListings)
    .set({
      localityId: sql`(select ${attentionPlaces.localityId} from ${attentionPlaces} where ${attentionPlaces.id} = ${placeId})`,
    })
    .where(eq(directoryListings.placeId, placeId));
}

/** The directory's search and cards for its other readers (the FHIR directory, ADR 0067). */
export {
  localitiesWithin,
  searchListings,
  words as searchWords,
  type ListingSearch,
  type NearLocality,
} from './directory.service.ts';
export {
  localitiesNamed,
  localityCentre,
  placeCards,
  placesCards,
  providerCard,
  sectionOfSpecialty,
  type CardRow,
} from './directory-listings.service.ts';
export {
  findListedPlaces as searchPlaces,
  findListedProviders as searchProviders,
  type PlaceFilter,
  type ProviderFilter,
} from './directory-entities.repository.ts';
