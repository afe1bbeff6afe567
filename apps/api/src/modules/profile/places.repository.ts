import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localities, provinces } from '../../db/schema/core.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { attentionPlaceDetails } from '../../db/schema/profile.ts';

/** SQL of the service addresses: coverage's attention places and Mis datos' details of them. */

const placeColumns = {
  id: attentionPlaces.id,
  descripcion: attentionPlaces.descripcion,
  calle: attentionPlaces.calle,
  numero: attentionPlaces.numero,
  telefono: attentionPlaces.telefono,
  localityId: localities.id,
  localidad: localities.nombre,
  provinceId: provinces.id,
  provincia: provinces.nombre,
  horarios: attentionPlaceDetails.horarios,
  consultorios: attentionPlaceDetails.consultorios,
};

/** The provider's places in force on `day` (YYYY-MM-DD). */
export function listPlaces(db: Db, providerId: number, day: string) {
  return db
    .select(placeColumns)
    .from(attentionPlaces)
    .innerJoin(localities, eq(localities.id, attentionPlaces.localityId))
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .leftJoin(attentionPlaceDetails, eq(attentionPlaceDetails.placeId, attentionPlaces.id))
    .where(
      and(
        eq(attentionPlaces.providerId, providerId),
        lte(attentionPlaces.vigenciaDesde, day),
        or(isNull(attentionPlaces.vigenciaHasta), gte(attentionPlaces.vigenciaHasta, day)),
      ),
    )
    .orderBy(asc(attentionPlaces.id));
}
export type PlaceRow = Awaited<ReturnType<typeof listPlaces>>[number];

/** One place of the provider, or null (another provider's place is not found). */
export async function findPlace(db: Db, providerId: number, placeId: number) {
  const [row] = await db
    .select(placeColumns)
    .from(attentionPlaces)
    .innerJoin(localities, eq(localities.id, attentionPlaces.localityId))
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .leftJoin(attentionPlaceDetails, eq(attentionPlaceDetails.placeId, attentionPlaces.id))
    .where(and(eq(attentionPlaces.providerId, providerId), eq(attentionPlaces.id, placeId)));
  return row ?? null;
}

/** A place's phone is contact data: it changes at once. */
export async function savePlacePhone(db: Db, placeId: number, telefono: string) {
  await db
    .update(attentionPlaces)
    .set({ telefono: telefono === '' ? null : telefono })
    .where(eq(attentionPlaces.id, placeId));
}
