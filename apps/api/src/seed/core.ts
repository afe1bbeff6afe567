import type { Db } from '../db/client.ts';
import {
  localities,
  managementUnits,
  plans,
  providerManagementUnits,
  providers,
  provinces,
  specialties,
} from '../db/schema/core.ts';
import type { SeedContext } from './context.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { LOCALITIES, MANAGEMENT_UNITS, PLANS, PROVINCES, SPECIALTIES } from './reference-data.ts';
import { scaleOf, seedSyntheticProviders } from './synthetic.ts';

/** Reference lists, the demo accounts' providers, then the synthetic providers. */
export async function seedCore({ db, size }: SeedContext): Promise<void> {
  await db.insert(provinces).values(PROVINCES.map(([id, nombre]) => ({ id, nombre })));
  await db.insert(localities).values(
    LOCALITIES.map(([provinceId, partido, nombre, codigoPostal], index) => ({
      id: index + 1,
      provinceId,
      partido,
      nombre,
      codigoPostal,
    })),
  );
  await db
    .insert(specialties)
    .values(SPECIALTIES.map(([id, descripcion, seccion]) => ({ id, descripcion, seccion })));
  await db
    .insert(managementUnits)
    .values(MANAGEMENT_UNITS.map(([id, descripcion]) => ({ id, descripcion })));
  await db.insert(plans).values(
    PLANS.map(([id, prepagaId, descripcion, descuentoFarmacia]) => ({
      id,
      prepagaId,
      descripcion,
      descuentoFarmacia,
    })),
  );
  await seedDemoProviders(db);
  // After the demo providers: later steps read providers in table order (no ORDER BY).
  await seedSyntheticProviders(db, scaleOf(size));
}

/** One row per provider of the demo accounts (two accounts share 100001), with its units. */
async function seedDemoProviders(db: Db) {
  const seededProviders = new Set<number>();
  for (const account of DEMO_ACCOUNTS) {
    const { provider } = account;
    if (seededProviders.has(provider.id)) continue;
    seededProviders.add(provider.id);
    const localityIndex = LOCALITIES.findIndex(([, , name]) => name === provider.locality);
    const locality = LOCALITIES[localityIndex]!;
    await db.insert(providers).values({
      id: provider.id,
      cuit: provider.cuit,
      apeRazonSocial: provider.apeRazonSocial,
      nombreAbre: provider.nombreAbre,
      tipo: provider.tipo,
      email: account.email,
      provinceId: locality[0],
      localityId: localityIndex + 1,
      isCircle: provider.isCircle ?? false,
      medicalHistoryEnable: provider.medicalHistoryEnable ?? false,
      hospitalizationInAffiliateValidation: provider.hospitalizationInAffiliateValidation ?? false,
    });
    await db
      .insert(providerManagementUnits)
      .values(provider.units.map((unitId) => ({ providerId: provider.id, unitId })));
  }
}
