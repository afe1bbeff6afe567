import { formatRating } from '../format/numbers.ts';

/** The stars a patient gives a provider: 1 to 5, listed from the best. */
export const RATING_STARS = [5, 4, 3, 2, 1] as const;
export type RatingStars = (typeof RATING_STARS)[number];

/** What a provider's page and the directory show while nobody has rated it. */
export const NO_RATING_TEXT = 'Sin calificaciones';

/**
 * The average the directory shows (spec §2: one decimal), from the integer sum of stars and the
 * number of ratings, rounded half up to tenths. Computed from integers on purpose: a float mean
 * such as 87 / 20 = 4.35 is stored as 4.3499…, and formatting it would show 4,3 instead of 4,4.
 * Null when there are no ratings.
 */
export function ratingAverage(totalStars: number, count: number): number | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  return Math.floor((20 * totalStars + count) / (2 * count)) / 10;
}

/** The average as es-AR text with one decimal ('4,3'), or 'Sin calificaciones'. */
export function ratingAverageText(totalStars: number, count: number): string {
  const average = ratingAverage(totalStars, count);
  return average === null ? NO_RATING_TEXT : formatRating(average);
}

export interface StarCount {
  estrellas: number;
  cantidad: number;
}

/**
 * Every star from 5 to 1 with its count (a star nobody gave counts 0) and its share of the
 * total in whole percent, so the distribution always has five rows.
 */
export function starDistribution(
  counts: readonly StarCount[],
): { estrellas: RatingStars; cantidad: number; porcentaje: number }[] {
  const total = counts.reduce((sum, row) => sum + row.cantidad, 0);
  return RATING_STARS.map((estrellas) => {
    const cantidad = counts
      .filter((row) => row.estrellas === estrellas)
      .reduce((sum, row) => sum + row.cantidad, 0);
    return {
      estrellas,
      cantidad,
      porcentaje: total === 0 ? 0 : Math.round((100 * cantidad) / total),
    };
  });
}
