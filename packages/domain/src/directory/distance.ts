import { DIRECTORY_RADIUS_KM } from './constants.ts';

export interface Coordinates {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6_371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): the seeded coordinates, no external service. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The localities within `radiusKm` of `origin`, nearest first (the origin itself at 0 km), ties
 * by id so the order is stable: the order the directory's results follow.
 */
export function nearbyLocalities<L extends Coordinates & { id: number }>(
  origin: Coordinates,
  localities: readonly L[],
  radiusKm = DIRECTORY_RADIUS_KM,
): (L & { km: number })[] {
  return localities
    .map((locality) => ({ ...locality, km: distanceKm(origin, locality) }))
    .filter((locality) => locality.km <= radiusKm)
    .sort((a, b) => a.km - b.km || a.id - b.id);
}
