import type { DirectorySearchResponse } from '@portal/contracts';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_RADIUS_KM,
  DIRECTORY_SUGGESTIONS,
  INVALID_SECTION_MESSAGE,
  directorySection,
  nearbyLocalities,
  pageOffset,
  pageSlices,
} from '@portal/domain/directory';
import { ratingFigures } from '@portal/domain/ratings';
import { searchKey } from '@portal/domain/coverage';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { findCards, findCardsNear, type CardRow } from './directory-cards.repository.ts';
import { countSpecialtyNear } from './directory-prepared.repository.ts';
import {
  countByLocality,
  countListings,
  findListingKeys,
  findLocalitiesAround,
  findLocalityPoint,
  findLocalitySuggestions,
  findNameSuggestions,
  findSectionSpecialties,
  type ListingFilter,
} from './directory.repository.ts';

export interface DirectoryDeps {
  db: Db;
}

/** Spec §8: a section kind other than 1, 2 and 4 is refused in the spec's words. */
function sectionOf(kind: number): number {
  const section = directorySection(kind);
  if (!section) throw new HttpError(400, INVALID_SECTION_MESSAGE, 'INVALID_SECTION');
  return section.kind;
}

export const words = (text: string | undefined) =>
  searchKey(text ?? '')
    .split(' ')
    .filter(Boolean);

export async function sectionSpecialties(deps: DirectoryDeps, seccion: number) {
  return findSectionSpecialties(deps.db, sectionOf(seccion));
}

export async function localitySuggestions(deps: DirectoryDeps, search: string) {
  const key = searchKey(search);
  // Punctuation alone leaves no key: nothing to suggest rather than every locality.
  return key ? findLocalitySuggestions(deps.db, key, DIRECTORY_SUGGESTIONS) : [];
}

export async function nameSuggestions(deps: DirectoryDeps, seccion: number, search: string) {
  const kind = sectionOf(seccion);
  const key = searchKey(search);
  return key ? findNameSuggestions(deps.db, kind, key, DIRECTORY_SUGGESTIONS) : [];
}

// A degree of latitude is 111 km everywhere; one of longitude shrinks with the cosine.
const KM_PER_DEGREE = 111.32;

/**
 * The localities within the radius of the chosen one, nearest first, with their distance.
 * Locality centres are seeded reference data that never change while the API runs, so each
 * answer is kept for the process's life.
 */
const nearbyCache = new WeakMap<Db, Map<number, Promise<NearLocality[]>>>();
export interface NearLocality {
  id: number;
  km: number;
}

function nearby(db: Db, localityId: number): Promise<NearLocality[]> {
  let byLocality = nearbyCache.get(db);
  if (!byLocality) {
    byLocality = new Map<number, Promise<NearLocality[]>>();
    nearbyCache.set(db, byLocality);
  }
  let answer = byLocality.get(localityId);
  if (!answer) {
    answer = nearbyOf(db, localityId);
    // Neither a failed read nor an unknown locality is kept (an unknown one has no neighbours,
    // not even itself), so the map holds real localities only.
    const forget = () => byLocality.delete(localityId);
    answer.then((near) => near.length === 0 && forget(), forget);
    byLocality.set(localityId, answer);
  }
  return answer;
}

async function nearbyOf(db: Db, localityId: number): Promise<NearLocality[]> {
  const origin = await findLocalityPoint(db, localityId);
  return origin ? localitiesWithin(db, origin, DIRECTORY_RADIUS_KM) : [];
}

/** The localities whose centre lies within `km` of a point, nearest first. */
export async function localitiesWithin(
  db: Db,
  origin: { lat: number; lon: number },
  km: number,
): Promise<NearLocality[]> {
  const latDegrees = km / KM_PER_DEGREE;
  const lonDegrees = latDegrees / Math.max(0.1, Math.cos((origin.lat * Math.PI) / 180));
  const box = await findLocalitiesAround(db, { id: 0, ...origin }, latDegrees, lonDegrees);
  return nearbyLocalities(origin, box, km).map(({ id, km: distance }) => ({ id, km: distance }));
}

type Filter = Omit<ListingFilter, 'localityIds'>;
type ListingKey = Awaited<ReturnType<typeof findListingKeys>>[number];

/** The cards of the keys, in the keys' order (a place's other specialties left out). */
async function cardsInOrder(db: Db, keys: readonly ListingKey[]): Promise<CardRow[]> {
  const found = await findCards(
    db,
    keys.map((key) => key.placeId),
  );
  const byKey = new Map(found.map((row) => [`${row.placeId}:${row.specialtyId}`, row]));
  return keys.flatMap((key) => byKey.get(`${key.placeId}:${key.specialtyId}`) ?? []);
}

/**
 * A page of results locality by locality, nearest first, by name within each: the counts by
 * locality give the total and the slices the page spans, each read in index order. One
 * specialty without name words, the search the cartilla makes most, reads the slices and their
 * cards in one prepared statement (ADR 0032): two statements a search.
 */
async function nearestPage(
  db: Db,
  filter: Filter,
  near: readonly { id: number }[],
  offset: number,
  limit: number,
) {
  const ids = near.map((locality) => locality.id);
  const specialty =
    filter.especialidad !== undefined && filter.words.length === 0
      ? { seccion: filter.seccion, especialidad: filter.especialidad }
      : null;
  const rows = specialty
    ? await countSpecialtyNear(db, specialty, ids)
    : await countByLocality(db, { ...filter, localityIds: ids });
  const counts = new Map(rows.map((row) => [row.id, row.n]));
  const ordered = ids.map((id) => ({ id, n: counts.get(id) ?? 0 }));
  const slices = pageSlices(ordered, offset, limit);
  const total = ordered.reduce((sum, row) => sum + row.n, 0);
  if (specialty) return { total, cards: await findCardsNear(db, specialty, slices) };
  const parts = await Promise.all(
    slices.map((slice) =>
      findListingKeys(db, { ...filter, localityIds: [slice.id] }, slice.offset, slice.limit),
    ),
  );
  return { total, cards: await cardsInOrder(db, parts.flat()) };
}

/** A page of results anywhere, by name. */
async function namePage(db: Db, filter: Filter, offset: number, limit: number) {
  const [total, keys] = await Promise.all([
    countListings(db, filter),
    findListingKeys(db, filter, offset, limit),
  ]);
  return { total, cards: await cardsInOrder(db, keys) };
}

/** What a search of the directory asks, whoever asks it (the cartilla, the FHIR directory). */
export interface ListingSearch {
  seccion: number;
  especialidad?: number | undefined;
  /** Search keys of the name, every one of which it holds. */
  words: readonly string[];
  /** The localities to look in, nearest first; undefined: anywhere, by name. */
  near?: readonly NearLocality[] | undefined;
}

/**
 * A page of the directory's cards (`limit` of them from `offset`) and how many there are: the
 * cartilla's search, and the one every other reader of the directory uses.
 */
export async function searchListings(
  deps: DirectoryDeps,
  search: ListingSearch,
  offset: number,
  limit: number,
): Promise<{ total: number; cards: CardRow[] }> {
  const filter = {
    seccion: search.seccion,
    especialidad: search.especialidad,
    words: search.words,
  };
  if (search.near?.length === 0) return { total: 0, cards: [] };
  return search.near
    ? nearestPage(deps.db, filter, search.near, offset, limit)
    : namePage(deps.db, filter, offset, limit);
}

/**
 * GET .../prestadores: a section's cards by specialty, near a locality (nearest first, then by
 * name), by name; pages of 6 with each provider's rating as the ratings area shows it. An
 * unknown locality finds nothing (spec §8: directory failures yield empty results).
 */
export async function searchDirectory(
  deps: DirectoryDeps,
  query: {
    seccion: number;
    especialidad?: number | undefined;
    localidad?: number | undefined;
    ape_razon?: string | undefined;
    pagina: number;
  },
): Promise<DirectorySearchResponse> {
  const seccion = sectionOf(query.seccion);
  const empty = { pagina: query.pagina, cantidad: DIRECTORY_PAGE_SIZE, total: 0, prestadores: [] };
  const near = query.localidad === undefined ? undefined : await nearby(deps.db, query.localidad);
  if (near && near.length === 0) return empty;
  const { total, cards } = await searchListings(
    deps,
    { seccion, especialidad: query.especialidad, words: words(query.ape_razon), near },
    pageOffset(query.pagina),
    DIRECTORY_PAGE_SIZE,
  );
  const km = new Map(near?.map((locality) => [locality.id, locality.km]));
  return {
    ...empty,
    total,
    prestadores: cards.map((row) => {
      // The rating the provider shows (ratings' shownRatingTotals, joined into the cards).
      const rating = ratingFigures(row.ratingTotal ?? 0, row.ratingCount ?? 0);
      const distance = km.get(row.localityId);
      return {
        id: row.placeId,
        ape_razon: row.apeRazon,
        nombre_abre: row.nombreAbre,
        Prestad_Tipo: row.tipo,
        Especialidad: row.especialidad,
        calificacion: rating.promedio,
        calificacionTexto: rating.promedioTexto,
        tele: row.tele,
        calle: row.calle,
        numero: row.numero,
        deno_loc: row.denoLoc,
        deno_part: row.denoPart,
        deno_prov: row.denoProv,
        distancia: distance === undefined ? null : Math.round(distance * 10) / 10,
        lun: row.horarios?.lun ?? null,
        mar: row.horarios?.mar ?? null,
        mier: row.horarios?.mier ?? null,
        jue: row.horarios?.jue ?? null,
        vie: row.horarios?.vie ?? null,
      };
    }),
  };
}
