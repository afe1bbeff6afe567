import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { localities, providers, provinces, specialties } from '../../db/schema/core.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { directoryListings } from '../../db/schema/directory.ts';
import { attentionPlaceDetails } from '../../db/schema/profile.ts';
import { shownRatingTotals } from '../ratings/public.ts';

/*
 * A page's cards in one statement each (ADR 0032): every area's data of a card joined to its
 * listing, with the provider's shown rating (ratings' public subquery) joined laterally.
 * Prepared: planning their joins costs more than running them for 6 rows (ADR 0015).
 */

/**
 * The cards' statement; `page`, a subquery of the listings wanted, joins first so that the
 * planner joins the other tables to those rows only, not to every listing.
 */
function cards(db: Db, page?: { rows: SQL; on: SQL }) {
  const rating = shownRatingTotals(db, directoryListings.providerId);
  const query = db
    .select({
      placeId: directoryListings.placeId,
      specialtyId: directoryListings.specialtyId,
      providerId: directoryListings.providerId,
      localityId: directoryListings.localityId,
      especialidad: specialties.descripcion,
      seccion: specialties.seccion,
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
      ratingTotal: rating.ratingTotal,
      ratingCount: rating.ratingCount,
    })
    .from(directoryListings)
    .$dynamic();
  return (page ? query.innerJoin(page.rows, page.on) : query)
    .innerJoin(specialties, eq(specialties.id, directoryListings.specialtyId))
    .innerJoin(providers, eq(providers.id, directoryListings.providerId))
    .innerJoin(attentionPlaces, eq(attentionPlaces.id, directoryListings.placeId))
    .innerJoin(localities, eq(localities.id, directoryListings.localityId))
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .leftJoin(attentionPlaceDetails, eq(attentionPlaceDetails.placeId, directoryListings.placeId))
    .leftJoinLateral(rating, sql`true`);
}

/**
 * The cards of the places asked (a page's: 6 at most), every specialty of each, in no
 * particular order: the caller keeps the keys it wants (a row-value IN is not an index read).
 */
const cardsOf = preparedPerDb((db) =>
  cards(db)
    .where(sql`${directoryListings.placeId} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('directory_cards'),
);

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardsOf>['execute']>>[number];

export async function findCards(db: Db, placeIds: readonly number[]): Promise<CardRow[]> {
  if (placeIds.length === 0) return [];
  return cardsOf(db).execute({ ids: `{${[...new Set(placeIds)].map(Math.trunc).join(',')}}` });
}

/** One card of a provider (its lowest place and specialty), to name it; none when unlisted. */
const providerCard = preparedPerDb((db) =>
  cards(db)
    .where(eq(directoryListings.providerId, sql.placeholder('provider')))
    .orderBy(directoryListings.placeId, directoryListings.specialtyId)
    .limit(1)
    .prepare('directory_provider_card'),
);

export async function findProviderCard(db: Db, providerId: number): Promise<CardRow | undefined> {
  const [row] = await providerCard(db).execute({ provider: providerId });
  return row;
}

/**
 * The page of one specialty near a locality, in order: each slice (a locality, how many of its
 * cards to skip and take, domain pageSlices) read in the index's order (specialty, locality,
 * name, place), then its cards. Arrays travel as PostgreSQL array text ('{5,4}').
 */
const pageNear = preparedPerDb((db) => {
  const page = sql`(select slice.ord, picked.place_id, picked.specialty_id
    from unnest(${sql.placeholder('localities')}::int[], ${sql.placeholder('skips')}::int[],
      ${sql.placeholder('takes')}::int[]) with ordinality as slice(locality_id, skip, take, ord)
    cross join lateral (
      select ${directoryListings.placeId} as place_id, ${directoryListings.specialtyId} as specialty_id,
        ${directoryListings.nameKey} as name_key
      from ${directoryListings}
      where ${directoryListings.specialtyId} = ${sql.placeholder('especialidad')}
        and ${directoryListings.localityId} = slice.locality_id
      order by ${directoryListings.nameKey}, ${directoryListings.placeId}, ${directoryListings.specialtyId}
      offset slice.skip limit slice.take) as picked) as page`;
  const on = sql`page.place_id = ${directoryListings.placeId} and page.specialty_id = ${directoryListings.specialtyId}`;
  return cards(db, { rows: page, on })
    .where(eq(specialties.seccion, sql.placeholder('seccion')))
    .orderBy(sql`page.ord`, directoryListings.nameKey, directoryListings.placeId)
    .prepare('directory_page_near');
});

export interface PageSliceOf {
  id: number;
  offset: number;
  limit: number;
}

const arrayText = (values: readonly number[]) =>
  `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/** The cards of a page of one specialty near a locality, slice by slice (pageSlices'). */
export async function findCardsNear(
  db: Db,
  filter: { seccion: number; especialidad: number },
  slices: readonly PageSliceOf[],
): Promise<CardRow[]> {
  if (slices.length === 0) return [];
  return pageNear(db).execute({
    ...filter,
    localities: arrayText(slices.map((slice) => slice.id)),
    skips: arrayText(slices.map((slice) => slice.offset)),
    takes: arrayText(slices.map((slice) => slice.limit)),
  });
}
