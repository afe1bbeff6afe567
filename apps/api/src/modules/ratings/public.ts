import { directoryRating, type RatingFigures } from '@portal/domain/ratings';
import { formatOrderDate } from '@portal/domain/format';
import { and, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { providerRatings, ratingPlaceSettings } from '../../db/schema/ratings.ts';
import { findComments, findPlaceTotals } from './ratings.repository.ts';
import { findPlaceSettings, findSettings } from './settings.repository.ts';

/** One provider's rating as the directory shows it. */
export interface DirectoryRating extends RatingFigures {
  /** Only the places whose rating the provider shows. */
  lugares: (RatingFigures & { id: number })[];
  mostrarComentarios: boolean;
}

/**
 * What other modules may use of the ratings: the directory's rating of each provider asked,
 * respecting what each chose to show on mis-calificaciones (a hidden place counts nowhere; the
 * rule is the domain's directoryRating). One query per table, whatever the number of providers
 * (a page of cards asks 6).
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
    const own = places.filter((place) => place.providerId === providerId);
    result.set(providerId, {
      ...directoryRating(own, hidden),
      mostrarComentarios:
        settings.find((row) => row.providerId === providerId)?.mostrarComentarios ?? true,
    });
  }
  return result;
}

// Its own name: the query it joins into may read attention_places too.
const ratedPlace = alias(attentionPlaces, 'rated_place');

/**
 * The same rating as directoryRatings' promedio, as a subquery for the directory to join
 * laterally into the one statement of a page (ADR 0032): the stars and count over the places of
 * the provider in `providerId` (a column of the caller's query) whose rating it shows. The
 * caller turns them into figures with the domain's ratingFigures.
 */
export function shownRatingTotals(db: Db, providerId: AnyPgColumn) {
  return db
    .select({
      ratingTotal: sql<number>`coalesce(sum(${providerRatings.estrellas}), 0)::int`.as(
        'rating_total',
      ),
      ratingCount: sql<number>`count(${providerRatings.id})::int`.as('rating_count'),
    })
    .from(ratedPlace)
    .innerJoin(providerRatings, eq(providerRatings.placeId, ratedPlace.id))
    .where(
      and(
        eq(ratedPlace.providerId, providerId),
        sql`not exists (select 1 from ${ratingPlaceSettings} where ${ratingPlaceSettings.placeId} = ${ratedPlace.id} and ${ratingPlaceSettings.providerId} = ${ratedPlace.providerId} and not ${ratingPlaceSettings.mostrarCalificacion})`,
      ),
    )
    .as('shown_rating');
}

/**
 * The latest comments the directory may show of a provider: none when it chose to hide them,
 * and none about a place whose rating it hides.
 */
export async function directoryComments(db: Db, providerId: number, limit = 5) {
  const [[settings], placeSettings] = await Promise.all([
    findSettings(db, [providerId]),
    findPlaceSettings(db, [providerId]),
  ]);
  if (settings && !settings.mostrarComentarios) return [];
  const hidden = placeSettings.filter((row) => !row.mostrarCalificacion).map((row) => row.placeId);
  const rows = await findComments(db, providerId, 0, limit, hidden);
  return rows.map((row) => ({
    fecha: formatOrderDate(row.ratedAt),
    estrellas: row.estrellas,
    comentario: row.comentario,
  }));
}
