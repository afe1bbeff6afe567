import type { RatingCommentsResponse, RatingsSummaryResponse } from '@portal/contracts';
import {
  aggregateRatings,
  ratingFigures,
  ratingMonths,
  starDistribution,
} from '@portal/domain/ratings';
import { formatOrderDate, fromArgentinaWallClock } from '@portal/domain/format';
import type { LiveSession } from '../../access/session.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { ownProvider } from '../../lib/ownership.ts';
import {
  countComments,
  findComments,
  findMonthTotals,
  findPlaceTotals,
  findStarCounts,
} from './ratings.repository.ts';

export interface RatingsDeps {
  db: Db;
  clock: Clock;
}

/** GET .../calificaciones: everything patients said, whatever the directory shows. */
export async function ratingsSummary(
  deps: RatingsDeps,
  session: LiveSession,
  code: number,
): Promise<RatingsSummaryResponse> {
  ownProvider(session.providerId, code);
  const months = ratingMonths(deps.clock.now());
  // From the first day of the oldest month on Argentina's calendar.
  const first = months[0]!;
  const since = fromArgentinaWallClock({
    year: Math.floor(first / 100),
    month: first % 100,
    day: 1,
    hours: 0,
    minutes: 0,
    seconds: 0,
  });
  const [places, stars, monthRows] = await Promise.all([
    findPlaceTotals(deps.db, [session.providerId]),
    findStarCounts(deps.db, session.providerId),
    findMonthTotals(deps.db, session.providerId, since),
  ]);
  return {
    ...aggregateRatings(places),
    estrellas: starDistribution(stars),
    lugares: places.map((place) => ({
      id: place.id,
      descripcion: place.descripcion,
      ...ratingFigures(place.total, place.cantidad),
    })),
    meses: months.map((periodo) => {
      const row = monthRows.find((candidate) => candidate.periodo === periodo);
      return { periodo, ...ratingFigures(row?.total ?? 0, row?.cantidad ?? 0) };
    }),
  };
}

/** GET .../calificaciones/comentarios: newest first. */
export async function ratingComments(
  deps: RatingsDeps,
  session: LiveSession,
  code: number,
  query: { pagina: number; cantidad: number },
): Promise<RatingCommentsResponse> {
  ownProvider(session.providerId, code);
  const [total, rows] = await Promise.all([
    countComments(deps.db, session.providerId),
    findComments(deps.db, session.providerId, (query.pagina - 1) * query.cantidad, query.cantidad),
  ]);
  return {
    pagina: query.pagina,
    cantidad: query.cantidad,
    total,
    comentarios: rows.map((row) => ({
      id: row.id,
      fecha: formatOrderDate(row.ratedAt),
      estrellas: row.estrellas,
      comentario: row.comentario,
      lugar: row.lugar,
    })),
  };
}
