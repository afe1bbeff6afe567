import { and, asc, count, desc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { providerRatings } from '../../db/schema/ratings.ts';

/** Sum of stars and count: the average is computed from these integers (domain ratingAverage). */
const totals = {
  total: sql<number>`coalesce(sum(${providerRatings.estrellas}), 0)::int`,
  cantidad: sql<number>`count(${providerRatings.id})::int`,
};

/** The provider's attention places, each with its ratings' totals (a place nobody rated: 0). */
export async function findPlaceTotals(db: Db, providerIds: readonly number[]) {
  if (providerIds.length === 0) return [];
  return db
    .select({
      providerId: attentionPlaces.providerId,
      id: attentionPlaces.id,
      descripcion: attentionPlaces.descripcion,
      ...totals,
    })
    .from(attentionPlaces)
    .leftJoin(providerRatings, eq(providerRatings.placeId, attentionPlaces.id))
    .where(inArray(attentionPlaces.providerId, [...providerIds]))
    .groupBy(attentionPlaces.providerId, attentionPlaces.id, attentionPlaces.descripcion)
    .orderBy(asc(attentionPlaces.id));
}

export async function findStarCounts(db: Db, providerId: number) {
  return db
    .select({ estrellas: providerRatings.estrellas, cantidad: count() })
    .from(providerRatings)
    .where(eq(providerRatings.providerId, providerId))
    .groupBy(providerRatings.estrellas);
}

/** Totals per Argentine calendar month (AAAAMM) since `since`. */
export async function findMonthTotals(db: Db, providerId: number, since: Date) {
  const period = sql<number>`to_char(${providerRatings.ratedAt} at time zone 'America/Argentina/Buenos_Aires', 'YYYYMM')::int`;
  return db
    .select({ periodo: period, ...totals })
    .from(providerRatings)
    .where(and(eq(providerRatings.providerId, providerId), gte(providerRatings.ratedAt, since)))
    .groupBy(period);
}

const withComment = (providerId: number, exceptPlaces: readonly number[] = []) =>
  and(
    eq(providerRatings.providerId, providerId),
    isNotNull(providerRatings.comentario),
    exceptPlaces.length > 0 ? notInArray(providerRatings.placeId, [...exceptPlaces]) : undefined,
  );

export async function countComments(db: Db, providerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(providerRatings)
    .where(withComment(providerId));
  return row?.n ?? 0;
}

/** Newest first; `exceptPlaces`: the places whose comments are left out. */
export async function findComments(
  db: Db,
  providerId: number,
  offset: number,
  limit: number,
  exceptPlaces: readonly number[] = [],
) {
  return db
    .select({
      id: providerRatings.id,
      ratedAt: providerRatings.ratedAt,
      estrellas: providerRatings.estrellas,
      comentario: sql<string>`${providerRatings.comentario}`,
      lugar: attentionPlaces.descripcion,
    })
    .from(providerRatings)
    .innerJoin(attentionPlaces, eq(attentionPlaces.id, providerRatings.placeId))
    .where(withComment(providerId, exceptPlaces))
    .orderBy(desc(providerRatings.ratedAt), desc(providerRatings.id))
    .offset(offset)
    .limit(limit);
}
