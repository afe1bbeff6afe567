import type { Bundle, Resource } from '@medplum/fhirtypes';
import {
  parseEntitySearch,
  providerOf,
  searchsetBundle,
  type EntitySearch,
  type EntitySearchType,
  linkParams,
} from '@portal/domain/fhir';
import { HttpError } from '../../../lib/errors.ts';
import { placesCards, searchPlaces, searchProviders, searchWords } from '../../directory/public.ts';
import { locationOfRow } from './directory-cards.ts';
import {
  localitiesOf,
  type FhirDirectoryDeps,
  type SearchQuery,
} from './directory-search.service.ts';

type Page = { total: number; matches: Resource[] };

async function providerPage(
  deps: FhirDirectoryDeps,
  person: boolean,
  search: EntitySearch,
): Promise<Page> {
  const near = search.city === undefined ? undefined : await localitiesOf(deps.db, search);
  const { total, rows } = await searchProviders(
    deps.db,
    {
      person,
      ids: search.ids,
      family: searchWords(search.family),
      given: searchWords(search.given),
      name: searchWords(search.name),
      localityIds: near?.map((locality) => locality.id),
    },
    search.offset,
    search.count,
  );
  const context = { lastUpdated: deps.clock.now().toISOString() };
  return { total, matches: rows.map((row) => providerOf(row, context)) };
}

async function placePage(deps: FhirDirectoryDeps, search: EntitySearch): Promise<Page> {
  const near = await localitiesOf(deps.db, search);
  const { total, placeIds } = await searchPlaces(
    deps.db,
    {
      ids: search.ids,
      organization: search.organization,
      street: searchWords(search.name),
      localityIds: near?.map((locality) => locality.id),
    },
    search.offset,
    search.count,
  );
  // A place's cards differ only in the specialty: any one of them describes the place.
  const cards = new Map<number, Awaited<ReturnType<typeof placesCards>>[number]>();
  for (const card of await placesCards(deps.db, placeIds)) {
    const kept = cards.get(card.placeId);
    if (!kept || card.specialtyId < kept.specialtyId) cards.set(card.placeId, card);
  }
  const context = { lastUpdated: deps.clock.now().toISOString() };
  const matches = await Promise.all(
    placeIds.flatMap((id) => {
      const card = cards.get(id);
      return card ? [locationOfRow(deps.db, card, context)] : [];
    }),
  );
  return { total, matches };
}

/**
 * GET /fhir/Practitioner, /fhir/Organization and /fhir/Location: the directory's providers and
 * places, each once however many specialties it is listed in (ADR 0073).
 */
export async function searchEntityResources(
  deps: FhirDirectoryDeps,
  type: EntitySearchType,
  query: SearchQuery,
  base: string,
): Promise<Bundle> {
  const parsed = parseEntitySearch(type, query);
  if (!parsed.ok) throw new HttpError(400, parsed.message, 'FHIR_SEARCH_INVALID');
  const search = parsed.value;
  const page =
    type === 'Location'
      ? await placePage(deps, search)
      : await providerPage(deps, type === 'Practitioner', search);
  return searchsetBundle({
    base,
    type,
    params: linkParams(query),
    offset: search.offset,
    count: search.count,
    total: page.total,
    matches: page.matches,
    includes: [],
  });
}
