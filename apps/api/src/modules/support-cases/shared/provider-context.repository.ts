import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { providerManagementUnits, providers } from '../../../db/schema/core.ts';

/** What the rules need to know of the caller's provider, in one query. */
export async function findProviderContext(db: Db, providerId: number) {
  const [row] = await db
    .select({
      id: providers.id,
      tipo: providers.tipo,
      email: providers.email,
      esOdonto: providers.esOdonto,
      nombre: sql<string>`trim(${providers.nombreAbre} || ' ' || ${providers.apeRazonSocial})`,
      units: sql<number[]>`(select coalesce(json_agg(pmu.unit_id order by pmu.unit_id), '[]'::json)
        from ${providerManagementUnits} pmu where pmu.provider_id = ${providers.id})`,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}
