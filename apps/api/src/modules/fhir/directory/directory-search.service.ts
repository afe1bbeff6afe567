import type { Bundle } from '@medplum/fhirtypes';
import {
  FHIR_DIRECTORY_MESSAGES,
  ROLE_SECTION,
  SECTION_OF_CATEGORY,
  parseListingSearch,
  searchsetBundle,
  type ListingSearchType,
  linkParams,
} from '@portal/domain/fhir';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import {
  localitiesNamed,
  localitiesWithin,
  searchListings,
  searchWords,
  sectionOfSpecialty,
  type NearLocality,
} from '../../directory/public.ts';
import { includedOf, listingResource } from './directory-cards.ts';

export interface FhirDirectoryDeps {
  db: Db;
  clock: Clock;
}

export type SearchQuery = Record<string, string | string[] | undefined>;

const SERVICE_SECTIONS = Object.values(SECTION_OF_CATEGORY);

/**
 * The localities a search looks in, nearest first: those within `near`, those a city names, or
 * both (a city's within the distance). Undefined: anywhere.
 */
export async function localitiesOf(
  db: Db,
  search: {
    near?: { lat: number; lon: number; km: number } | undefined;
    city?: string | undefined;
  },
): Promise<readonly NearLocality[] | undefined> {
  const around = search.near ? await localitiesWithin(db, search.near, search.near.km) : undefined;
  if (search.city === undefined) return around;
  const named = await localitiesNamed(db, search.city);
  if (!around) return named.map((id) => ({ id, km: 0 }));
  const inCity = new Set(named);
  return around.filter((locality) => inCity.has(locality.id));
}

/**
 * GET /fhir/PractitionerRole and /fhir/HealthcareService: a page of the cartilla's search
 * (apps/api/src/modules/directory, the one source of the directory) as a Plan-Net searchset.
 */
export async function searchListingResources(
  deps: FhirDirectoryDeps,
  type: ListingSearchType,
  query: SearchQuery,
  base: string,
): Promise<Bundle> {
  const parsed = parseListingSearch(type, query);
  if (!parsed.ok) throw new HttpError(400, parsed.message, 'FHIR_SEARCH_INVALID');
  const search = parsed.value;
  const seccion =
    search.seccion ??
    (search.especialidad === undefined
      ? undefined
      : await sectionOfSpecialty(deps.db, search.especialidad, SERVICE_SECTIONS));
  const page = {
    base,
    type,
    params: linkParams(query),
    offset: search.offset,
    count: search.count,
  };
  if (seccion === undefined || (type === 'HealthcareService' && seccion === ROLE_SECTION)) {
    return searchsetBundle({ ...page, total: 0, matches: [], includes: [] });
  }
  const near = await localitiesOf(deps.db, search);
  const { total, cards } = await searchListings(
    deps,
    { seccion, especialidad: search.especialidad, words: searchWords(search.name), near },
    search.offset,
    search.count,
  );
  const context = { lastUpdated: deps.clock.now().toISOString() };
  return searchsetBundle({
    ...page,
    total,
    matches: cards.map((row) => listingResource(row, context)),
    includes: await includedOf(deps.db, cards, search.include, context),
  });
}

export const notFound = (type: string, id: string) =>
  new HttpError(404, FHIR_DIRECTORY_MESSAGES.notFound(type, id), 'NOT_FOUND');
