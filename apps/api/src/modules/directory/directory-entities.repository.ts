import { and, asc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema/core.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { directoryListings } from '../../db/schema/directory.ts';

/*
 * The directory by provider and by place rather than by card: a provider or a place is listed
 * when it has at least one card, and appears once however many specialties it has. Each page is
 * a count and a page of keys grouped from directory_listings (ADR 0073).
 */

/**
 * A text as searchKey (domain) has it, for the columns kept without one: lower case, the
 * Spanish accents off. The words it is compared with are search keys (no LIKE wildcard).
 */
const keyOf = (text: SQL) => sql`lower(translate(${text}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;
const givenKey = keyOf(sql`${providers.nombreAbre}`);
const streetKey = keyOf(sql`${attentionPlaces.calle} || ' ' || ${attentionPlaces.numero}`);

const intArray = (ids: readonly number[]) =>
  sql.raw(`array[${ids.map((id) => Math.trunc(id)).join(',')}]::int[]`);
const contains = (column: SQL | typeof directoryListings.nameKey, word: string) =>
  like(column, `%${word}%`);

export interface ProviderFilter {
  /** Persons (Practitioner) or the rest (Organization). */
  person: boolean;
  ids?: readonly number[] | undefined;
  /** Search keys: of the family name or an organization's name (the cards' name key)… */
  family: readonly string[];
  /** …of the given name or an organization's short name… */
  given: readonly string[];
  /** …and of either. */
  name: readonly string[];
  /** Listed in one of these localities; undefined: anywhere. */
  localityIds?: readonly number[] | undefined;
}

function providerWhere(filter: ProviderFilter): SQL | undefined {
  return and(
    filter.person ? eq(providers.tipo, 'P') : ne(providers.tipo, 'P'),
    filter.ids && sql`${directoryListings.providerId} = any(${intArray(filter.ids)})`,
    filter.localityIds &&
      sql`${directoryListings.localityId} = any(${intArray(filter.localityIds)})`,
    ...filter.family.map((word) => contains(directoryListings.nameKey, word)),
    ...filter.given.map((word) => contains(givenKey, word)),
    ...filter.name.map((word) =>
      or(contains(directoryListings.nameKey, word), contains(givenKey, word)),
    ),
  );
}

export type ProviderRow = Awaited<ReturnType<typeof findListedProviders>>['rows'][number];

/** A page of listed providers by name (then code), and how many there are. */
export async function findListedProviders(
  db: Db,
  filter: ProviderFilter,
  offset: number,
  limit: number,
) {
  if (filter.ids?.length === 0 || filter.localityIds?.length === 0) return { total: 0, rows: [] };
  const where = providerWhere(filter);
  const [counted, rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${directoryListings.providerId})::int` })
      .from(directoryListings)
      .innerJoin(providers, eq(providers.id, directoryListings.providerId))
      .where(where),
    db
      .select({
        providerId: directoryListings.providerId,
        apeRazon: providers.apeRazonSocial,
        nombreAbre: providers.nombreAbre,
        tipo: providers.tipo,
      })
      .from(directoryListings)
      .innerJoin(providers, eq(providers.id, directoryListings.providerId))
      .where(where)
      .groupBy(directoryListings.providerId, providers.id)
      .orderBy(sql`min(${directoryListings.nameKey})`, asc(directoryListings.providerId))
      .offset(offset)
      .limit(limit),
  ]);
  return { total: counted[0]?.n ?? 0, rows };
}

export interface PlaceFilter {
  ids?: readonly number[] | undefined;
  /** The places of this provider, when it is an organization (a person's place has none). */
  organization?: number | undefined;
  /** Search keys of the street and number. */
  street: readonly string[];
  /** The localities to look in, nearest first; undefined: anywhere, by place code. */
  localityIds?: readonly number[] | undefined;
}

function placeWhere(filter: PlaceFilter): SQL | undefined {
  return and(
    filter.ids && sql`${directoryListings.placeId} = any(${intArray(filter.ids)})`,
    filter.organization === undefined
      ? undefined
      : sql`${directoryListings.providerId} = ${filter.organization} and exists (select 1 from ${providers} where ${providers.id} = ${filter.organization} and ${providers.tipo} <> 'P')`,
    filter.localityIds &&
      sql`${directoryListings.localityId} = any(${intArray(filter.localityIds)})`,
    ...filter.street.map((word) => contains(streetKey, word)),
  );
}

/**
 * A page of listed places' codes, nearest locality first (in `localityIds`' order) and by
 * code within one, and how many there are.
 */
export async function findListedPlaces(
  db: Db,
  filter: PlaceFilter,
  offset: number,
  limit: number,
): Promise<{ total: number; placeIds: number[] }> {
  if (filter.ids?.length === 0 || filter.localityIds?.length === 0) {
    return { total: 0, placeIds: [] };
  }
  const where = placeWhere(filter);
  const street = filter.street.length > 0;
  let counting = db
    .select({ n: sql<number>`count(distinct ${directoryListings.placeId})::int` })
    .from(directoryListings)
    .$dynamic();
  let paging = db.select({ placeId: directoryListings.placeId }).from(directoryListings).$dynamic();
  if (street) {
    const place = eq(attentionPlaces.id, directoryListings.placeId);
    counting = counting.innerJoin(attentionPlaces, place);
    paging = paging.innerJoin(attentionPlaces, place);
  }
  const nearest = filter.localityIds
    ? sql`array_position(${intArray(filter.localityIds)}, min(${directoryListings.localityId}))`
    : undefined;
  const [counted, rows] = await Promise.all([
    counting.where(where),
    paging
      .where(where)
      .groupBy(directoryListings.placeId)
      .orderBy(...(nearest ? [nearest] : []), asc(directoryListings.placeId))
      .offset(offset)
      .limit(limit),
  ]);
  return { total: counted[0]?.n ?? 0, placeIds: rows.map((row) => row.placeId) };
}
