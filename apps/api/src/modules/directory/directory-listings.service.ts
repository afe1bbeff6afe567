import { searchKey } from '@portal/domain/coverage';
import type { Db } from '../../db/client.ts';
import { findCards, findProviderCard, type CardRow } from './directory-cards.repository.ts';
import {
  findLocalityPoint,
  findLocalitySuggestions,
  findSectionSpecialties,
} from './directory.repository.ts';

/*
 * The directory as other readers than the cartilla read it (the FHIR directory): one place's
 * or one provider's cards, the localities a city names, a locality's centre and a specialty's
 * section, all from the cartilla's own statements.
 */

export type { CardRow } from './directory-cards.repository.ts';

/** Every card of a place (each specialty it is listed in); none when it is not listed. */
export function placeCards(db: Db, placeId: number): Promise<CardRow[]> {
  return findCards(db, [placeId]);
}

/** Every card of these places (a page's), in no particular order. */
export function placesCards(db: Db, placeIds: readonly number[]): Promise<CardRow[]> {
  return findCards(db, placeIds);
}

export function providerCard(db: Db, providerId: number): Promise<CardRow | undefined> {
  return findProviderCard(db, providerId);
}

/**
 * The localities a city's name names, whatever its accents and case (several provinces may
 * share a name). The suggestions list names that begin with it first, so an exact name is among
 * the first of them.
 */
export async function localitiesNamed(db: Db, city: string): Promise<number[]> {
  const key = searchKey(city);
  if (!key) return [];
  const found = await findLocalitySuggestions(db, key, 50);
  return found.filter((row) => searchKey(row.deno_loca) === key).map((row) => row.id);
}

/** Locality centres are seeded reference data: each is read once per process. */
const centres = new WeakMap<Db, Map<number, Promise<{ lat: number; lon: number } | undefined>>>();

export function localityCentre(db: Db, localityId: number) {
  let byId = centres.get(db);
  if (!byId) {
    byId = new Map();
    centres.set(db, byId);
  }
  let centre = byId.get(localityId);
  if (!centre) {
    centre = findLocalityPoint(db, localityId).then((row) => row && { lat: row.lat, lon: row.lon });
    const forget = () => byId.delete(localityId);
    centre.then((row) => row === undefined && forget(), forget);
    byId.set(localityId, centre);
  }
  return centre;
}

/** Which of `sections` a specialty belongs to, if any. */
export async function sectionOfSpecialty(
  db: Db,
  specialtyId: number,
  sections: readonly number[],
): Promise<number | undefined> {
  for (const seccion of sections) {
    const found = await findSectionSpecialties(db, seccion);
    if (found.some((row) => row.id === specialtyId)) return seccion;
  }
  return undefined;
}
