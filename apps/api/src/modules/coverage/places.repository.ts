import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localities, plans, provinces } from '../../db/schema/core.ts';
import {
  attentionPlaceExcludedPlans,
  attentionPlaces,
  circles,
  providerCircles,
  providerTerminals,
} from '../../db/schema/coverage.ts';

/** The provider's places in force on a day (YYYY-MM-DD). */
export async function findPlaces(db: Db, providerId: number, day: string) {
  return db
    .select({
      id: attentionPlaces.id,
      descripcion: attentionPlaces.descripcion,
      calle: attentionPlaces.calle,
      numero: attentionPlaces.numero,
      localidad: localities.nombre,
      partido: localities.partido,
      provincia: provinces.nombre,
      codigoPostal: localities.codigoPostal,
      telefono: attentionPlaces.telefono,
      vigenciaDesde: attentionPlaces.vigenciaDesde,
      vigenciaHasta: attentionPlaces.vigenciaHasta,
    })
    .from(attentionPlaces)
    .innerJoin(localities, eq(localities.id, attentionPlaces.localityId))
    .innerJoin(provinces, eq(provinces.id, localities.provinceId))
    .where(
      and(
        eq(attentionPlaces.providerId, providerId),
        lte(attentionPlaces.vigenciaDesde, day),
        or(isNull(attentionPlaces.vigenciaHasta), gte(attentionPlaces.vigenciaHasta, day)),
      ),
    )
    .orderBy(asc(attentionPlaces.id));
}

/** Whether the place is the provider's, the plan exists, and the place excludes the plan. */
export async function findCartillaAtPlace(
  db: Db,
  providerId: number,
  placeId: number,
  planId: number,
) {
  const [place] = await db
    .select({
      id: attentionPlaces.id,
      planExists: plans.id,
      excluded: attentionPlaceExcludedPlans.planId,
    })
    .from(attentionPlaces)
    .leftJoin(plans, eq(plans.id, planId))
    .leftJoin(
      attentionPlaceExcludedPlans,
      and(
        eq(attentionPlaceExcludedPlans.placeId, attentionPlaces.id),
        eq(attentionPlaceExcludedPlans.planId, planId),
      ),
    )
    .where(and(eq(attentionPlaces.id, placeId), eq(attentionPlaces.providerId, providerId)));
  return place ?? null;
}

const terminalColumns = {
  codigo: providerTerminals.codigo,
  descripcion: providerTerminals.descripcion,
  codigoEmpresaConectividad: providerTerminals.empresaConectividad,
  canal: providerTerminals.canal,
  activa: providerTerminals.activa,
};

export async function findTerminals(db: Db, providerId: number, company: number) {
  return db
    .select(terminalColumns)
    .from(providerTerminals)
    .where(
      and(
        eq(providerTerminals.providerId, providerId),
        eq(providerTerminals.empresaConectividad, company),
      ),
    )
    .orderBy(asc(providerTerminals.codigo));
}

/** Inserts a terminal; null when the provider already has one with that code. */
export async function insertTerminal(db: Db, values: typeof providerTerminals.$inferInsert) {
  const [row] = await db
    .insert(providerTerminals)
    .values(values)
    .onConflictDoNothing({ target: [providerTerminals.providerId, providerTerminals.codigo] })
    .returning(terminalColumns);
  return row ?? null;
}

export async function findCircles(db: Db, providerId: number) {
  return db
    .select({ id: circles.id, descripcion: circles.descripcion, cuit: circles.cuit })
    .from(providerCircles)
    .innerJoin(circles, eq(circles.id, providerCircles.circleId))
    .where(eq(providerCircles.providerId, providerId))
    .orderBy(asc(circles.id));
}
