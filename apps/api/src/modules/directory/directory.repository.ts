import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { localities, providers, provinces, specialties } from '../../db/schema/core.ts';
import { directoryListings, directoryLocalities } from '../../db/schema/directory.ts';

/* The directory's SQL: specialties, suggestions, and the search's count and page. */

export async function findSectionSpecialties(db: Db, seccion: number) {
  return db
    .select({ id: specialties.id, descripcion: specialties.descripcion })
    .from(specialties)
    .where(eq(specialties.seccion, seccion))
    .orderBy(asc(specialties.descripcion));
}

/**
 * Localities whose name, partido or province holds the key, names first. Prepared: over the
 * 84 seeded localities a sequential read takes 0.1 ms, planning the joins 0.8 (ADR 0032).
 */
const localitySuggestions = preparedPerDb((db) =>
  db
    .select({
      id: localities.id,
      deno_loca: localities.nombre,
      deno_part: localities.partido,
      deno_prov: provinces.nombre,
    })
    .from(directoryLocalities)
    .innerJoin(localities, eq(localities.id, directoryLocalities.localityId))
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .where(like(directoryLocalities.searchKey, sql.placeholder('contains')))
    .orderBy(
      desc(like(directoryLocalities.searchKey, sql.placeholder('prefix'))),
      asc(localities.nombre),
      asc(localities.id),
    )
    .limit(sql.placeholder('limit'))
    .prepare('directory_locality_suggestions'),
);

/** `key` is a searchKey: letters, digits and spaces, no LIKE wildcard. */
export async function findLocalitySuggestions(db: Db, key: string, limit: number) {
  return localitySuggestions(db).execute({ contains: `%${key}%`, prefix: `${key}%`, limit });
}

export interface LocalityPoint {
  id: number;
  lat: number;
  lon: number;
}

const point = {
  id: directoryLocalities.localityId,
  lat: directoryLocalities.lat,
  lon: directoryLocalities.lon,
};

export async function findLocalityPoint(db: Db, id: number): Promise<LocalityPoint | undefined> {
  const [row] = await db
    .select(point)
    .from(directoryLocalities)
    .where(eq(directoryLocalities.localityId, id));
  return row;
}

/** The localities inside a box of ± degrees around a point: the domain keeps the round ones. */
export async function findLocalitiesAround(
  db: Db,
  origin: LocalityPoint,
  latDegrees: number,
  lonDegrees: number,
): Promise<LocalityPoint[]> {
  return db
    .select(point)
    .from(directoryLocalities)
    .where(
      and(
        sql`${directoryLocalities.lat} between ${origin.lat - latDegrees} and ${origin.lat + latDegrees}`,
        sql`${directoryLocalities.lon} between ${origin.lon - lonDegrees} and ${origin.lon + lonDegrees}`,
      ),
    );
}

export async function findNameSuggestions(db: Db, seccion: number, key: string, limit: number) {
  const rows = await db
    .selectDistinct({ ape_razon: providers.apeRazonSocial })
    .from(directoryListings)
    .innerJoin(specialties, eq(specialties.id, directoryListings.specialtyId))
    .innerJoin(providers, eq(providers.id, directoryListings.providerId))
    .where(and(eq(specialties.seccion, seccion), like(directoryListings.nameKey, `%${key}%`)))
    .orderBy(asc(providers.apeRazonSocial))
    .limit(limit);
  return rows.map((row) => row.ape_razon);
}

export interface ListingFilter {
  seccion: number;
  especialidad?: number | undefined;
  /** Nearest first; undefined: anywhere. */
  localityIds?: readonly number[] | undefined;
  /** Search keys (letters, digits, spaces: no LIKE wildcard) every one of which the name holds. */
  words: readonly string[];
}

const intArray = (ids: readonly number[]) =>
  sql.raw(`array[${ids.map((id) => Math.trunc(id)).join(',')}]::int[]`);

function where(filter: ListingFilter): SQL | undefined {
  return and(
    eq(specialties.seccion, filter.seccion),
    filter.especialidad === undefined
      ? undefined
      : eq(directoryListings.specialtyId, filter.especialidad),
    !filter.localityIds
      ? undefined
      : filter.localityIds.length === 1
        ? // One locality by equality: PostgreSQL 15 reads an = ANY range unordered.
          eq(directoryListings.localityId, filter.localityIds[0]!)
        : sql`${directoryListings.localityId} = any(${intArray(filter.localityIds)})`,
    ...filter.words.map((word) => like(directoryListings.nameKey, `%${word}%`)),
  );
}

/** How many cards each locality holds (nearest-first order is the caller's). */
export async function countByLocality(db: Db, filter: ListingFilter) {
  return db
    .select({ id: directoryListings.localityId, n: count() })
    .from(directoryListings)
    .innerJoin(specialties, eq(specialties.id, directoryListings.specialtyId))
    .where(where(filter))
    .groupBy(directoryListings.localityId);
}

export async function countListings(db: Db, filter: ListingFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(directoryListings)
    .innerJoin(specialties, eq(specialties.id, directoryListings.specialtyId))
    .where(where(filter));
  return row?.n ?? 0;
}

/**
 * The keys of a page of cards in name order. Within one specialty and one locality this is the
 * order of the index (specialty, locality, name, place): read, not sorted.
 */
export async function findListingKeys(
  db: Db,
  filter: ListingFilter,
  offset: number,
  limit: number,
) {
  return db
    .select({
      placeId: directoryListings.placeId,
      specialtyId: directoryListings.specialtyId,
      providerId: directoryListings.providerId,
    })
    .from(directoryListings)
    .innerJoin(specialties, eq(specialties.id, directoryListings.specialtyId))
    .where(where(filter))
    .orderBy(
      asc(directoryListings.nameKey),
      asc(directoryListings.placeId),
      asc(directoryListings.specialtyId),
    )
    .offset(offset)
    .limit(limit);
}
