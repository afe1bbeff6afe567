import { ratingAverage, ratingAverageText } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { findPlaceTotals } from './ratings.repository.ts';
import { findPlaceSettings, findSettings } from './settings.repository.ts';

/** One provider's rating as the directory (issue 18) shows it. */
export interface DirectoryRating {
  /** Over the places it shows; null when it shows none or nobody rated them. */
  promedio: number | null;
  /** '4,3' or 'Sin calificaciones'. */
  promedioTexto: string;
  cantidad: number;
  /** Only the places whose rating the provider shows. */
  lugares: { id: number; promedio: number | null; promedioTexto: string; cantidad: number }[];
  mostrarComentarios: boolean;
}

/**
 * What other modules may use of the ratings: the directory's rating of each provider asked,
 * respecting what each chose to show on mis-calificaciones (a hidden place counts nowhere).
 * One query per table, whatever the number of providers (a page of cards asks 6).
 */
export async function directoryRatings(
  db: Db,
  providerIds: readonly number[],
): Promise<Map<number, DirectoryRating>> {
  const [places, settings, placeSettings] = await Promise.all([
    findPlaceTotals(db, providerIds),
    findSettings(db, providerIds),
    findPlaceSettings(db, providerIds),
  ]);
  const hidden = new Set(
    placeSettings.filter((row) => !row.mostrarCalificacion).map((row) => row.placeId),
  );
  const result = new Map<number, DirectoryRating>();
  for (const providerId of providerIds) {
    const shown = places.filter(
      (place) => place.providerId === providerId && !hidden.has(place.id),
    );
    const total = shown.reduce((sum, place) => sum + place.total, 0);
    const cantidad = shown.reduce((sum, place) => sum + place.cantidad, 0);
    result.set(providerId, {
      promedio: ratingAverage(total, cantidad),
      promedioTexto: ratingAverageText(total, cantidad),
      cantidad,
      lugares: shown.map((place) => ({
        id: place.id,
        promedio: ratingAverage(place.total, place.cantidad),
        promedioTexto: ratingAverageText(place.total, place.cantidad),
        cantidad: place.cantidad,
      })),
      mostrarComentarios:
        settings.find((row) => row.providerId === providerId)?.mostrarComentarios ?? true,
    });
  }
  return result;
}
