import { ratingAverage, ratingAverageText } from './average.ts';

/** One attention place's ratings as integers: the sum of stars and how many. */
export interface PlaceTotals {
  id: number;
  total: number;
  cantidad: number;
}

/** An average as the pages and the directory carry it. */
export interface RatingFigures {
  promedio: number | null;
  promedioTexto: string;
  cantidad: number;
}

export function ratingFigures(total: number, cantidad: number): RatingFigures {
  return {
    promedio: ratingAverage(total, cantidad),
    promedioTexto: ratingAverageText(total, cantidad),
    cantidad,
  };
}

/**
 * A provider's rating over some of its places: the stars of all of them summed, then divided
 * once (a place with many ratings weighs more than one with few; never a mean of means).
 */
export function aggregateRatings(places: readonly PlaceTotals[]): RatingFigures {
  const total = places.reduce((sum, place) => sum + place.total, 0);
  const cantidad = places.reduce((sum, place) => sum + place.cantidad, 0);
  return ratingFigures(total, cantidad);
}

/**
 * What the directory shows of a provider (mis-calificaciones settings): the places whose rating
 * it hides count nowhere, neither in their own line nor in the provider's average.
 */
export function directoryRating(
  places: readonly PlaceTotals[],
  hiddenPlaceIds: ReadonlySet<number>,
): RatingFigures & { lugares: (RatingFigures & { id: number })[] } {
  const shown = places.filter((place) => !hiddenPlaceIds.has(place.id));
  return {
    ...aggregateRatings(shown),
    lugares: shown.map((place) => ({
      id: place.id,
      ...ratingFigures(place.total, place.cantidad),
    })),
  };
}
