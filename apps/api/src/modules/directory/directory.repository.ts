import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attentionPlaceDetails,
  attentionPlaces,
  directoryListings,
  directoryLocalities,
  localities,
  providers,
  provinces,
  specialties,
} from '../../db/schema/index.ts';

/* The directory's SQL: specialties, suggestions, and the search's count and page. */

export async function findSectionSpecialties(db: Db, seccion: number) {
  return db
    .select({ id: specialties.id, descripcion: specialties.descripcion })
    .from(specialties)
    .where(eq(specialties.seccion, seccion))
    .orderBy(asc(specialties.descripcion));
}

/** Localities whose name, partido or province holds `key` (a searchKey), names first. */
export async function findLocalitySuggestions(db: Db, key: string, limit: number) {
  return db
    .select({
      id: localities.id,
      deno_loca: localities.nombre,
      deno_part: localities.partido,
      deno_prov: provinces.nombre,
    })
    .from(directoryLocalities)
    .innerJoin(localities, eq(localities.id, directoryLocalities.localityId))
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .where(like(directoryLocalities.searchKey, `%${key}%`))
    .orderBy(
      desc(like(directoryLocalities.searchKey, `${key}%`)),
      asc(localities.nombre),
      asc(localities.id),
    )
    .limit(limit);
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
    filter.localityIds
      ? sql`${directoryListings.localityId} = any(${intArray(filter.localityIds)})`
      : undefined,
    ...filter.words.map((word) => like(directoryListings.nameKey, `%${word}%`)),
  );
}

export async function countListings(db: Db, filter: ListingFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(directoryListings)
    .innerJoin(specialties, eq(specialties.id, directoryListings.specialtyId))
    .where(where(filter));
  return row?.n ?? 0;
}

/** One page of cards: nearest locality first (when one was chosen), then by name. */
export async function findListings(db: Db, filter: ListingFilter, offset: number, limit: number) {
  const nearest = filter.localityIds
    ? [sql`array_position(${intArray(filter.localityIds)}, ${directoryListings.localityId})`]
    : [];
  // The page's keys first (an index range, sorted), then the 6 cards' details.
  const page = db
    .select({
      placeId: directoryListings.placeId,
      specialtyId: directoryListings.specialtyId,
      providerId: directoryListings.providerId,
      localityId: directoryListings.localityId,
      especialidad: specialties.descripcion,
      n: sql<number>`row_number() over (order by ${sql.join(
        [
          ...nearest,
          directoryListings.nameKey,
          directoryListings.placeId,
          directoryListings.specialtyId,
        ],
        sql`, `,
      )})`.as('n'),
    })
    .from(directoryListings)
    .innerJoin(specialties, eq(specialties.id, directoryListings.specialtyId))
    .where(where(filter))
    .orderBy(sql`n`)
    .offset(offset)
    .limit(limit)
    .as('page');
  return db
    .select({
      placeId: page.placeId,
      providerId: page.providerId,
      localityId: page.localityId,
      especialidad: page.especialidad,
      apeRazon: providers.apeRazonSocial,
      nombreAbre: providers.nombreAbre,
      tipo: providers.tipo,
      tele: attentionPlaces.telefono,
      calle: attentionPlaces.calle,
      numero: attentionPlaces.numero,
      denoLoc: localities.nombre,
      denoPart: localities.partido,
      denoProv: provinces.nombre,
      horarios: attentionPlaceDetails.horarios,
    })
    .from(page)
    .innerJoin(providers, eq(providers.id, page.providerId))
    .innerJoin(attentionPlaces, eq(attentionPlaces.id, page.placeId))
    .innerJoin(localities, eq(localities.id, page.localityId))
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .leftJoin(attentionPlaceDetails, eq(attentionPlaceDetails.placeId, page.placeId))
    .orderBy(asc(page.n));
}
