import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans, providers } from '../../db/schema/core.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import { invoices, providerTaxData } from '../../db/schema/payments.ts';

/** Each of the provider's rooms with its invoices since a day: count, invoiced and paid cents. */
export async function findConsultingRooms(db: Db, providerId: number, since: string) {
  return db
    .select({
      id: attentionPlaces.id,
      descripcion: attentionPlaces.descripcion,
      calle: attentionPlaces.calle,
      numero: attentionPlaces.numero,
      vigenciaHasta: attentionPlaces.vigenciaHasta,
      facturas: sql<number>`count(${invoices.id})::int`,
      facturado: sql<number>`coalesce(sum(${invoices.importeCents}), 0)::bigint`.mapWith(Number),
      pagado:
        sql<number>`coalesce(sum(${invoices.importeCents}) filter (where ${invoices.estado} = 'liquidada'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(attentionPlaces)
    .leftJoin(
      invoices,
      and(eq(invoices.attentionPlaceId, attentionPlaces.id), gte(invoices.fecha, since)),
    )
    .where(eq(attentionPlaces.providerId, providerId))
    .groupBy(attentionPlaces.id)
    .orderBy(asc(attentionPlaces.id));
}

export async function findTaxData(db: Db, providerId: number) {
  const [row] = await db
    .select({
      cuit: providers.cuit,
      razonSocial: providers.apeRazonSocial,
      condicionIva: providerTaxData.condicionIva,
      iibbNumero: providerTaxData.iibbNumero,
      iibbCondicion: providerTaxData.iibbCondicion,
      exentoIibb: providerTaxData.exentoIibb,
      exentoGanancias: providerTaxData.exentoGanancias,
      exentoIva: providerTaxData.exentoIva,
      convenioHabilitado: providerTaxData.convenioHabilitado,
      canalElectronicoHabilitado: providerTaxData.canalElectronicoHabilitado,
    })
    .from(providers)
    .leftJoin(providerTaxData, eq(providerTaxData.providerId, providers.id))
    .where(eq(providers.id, providerId));
  return row;
}

/** Sets the channel flag; false when the provider has no tax data row. */
export async function updateChannel(db: Db, providerId: number, enabled: boolean) {
  const rows = await db
    .update(providerTaxData)
    .set({ canalElectronicoHabilitado: enabled })
    .where(eq(providerTaxData.providerId, providerId))
    .returning({ id: providerTaxData.providerId });
  return rows.length > 0;
}

/** The plans of the insurer with their pharmacy discount, for the coverage discount table. */
export async function findPlanDiscounts(db: Db) {
  return db
    .select({ id: plans.id, descripcion: plans.descripcion, descuento: plans.descuentoFarmacia })
    .from(plans)
    .orderBy(asc(plans.id));
}
