import { count } from 'drizzle-orm';
import { normalizeIcd, searchKey } from '@portal/domain';
import type { Db } from '../db/client.ts';
import {
  affiliates,
  diagnoses,
  localities,
  managementUnits,
  modules,
  planCoverage,
  plans,
  providerManagementUnits,
  providers,
  provinces,
  services,
  specialties,
  terms,
  termsAcceptances,
  userModules,
  users,
} from '../db/schema/index.ts';
import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain';
import { systemClock } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_AFFILIATES, DEMO_PASSWORD, TERMS_TEXT } from './demo-accounts.ts';
import { moduleCatalogue } from './module-catalogue.ts';
import {
  DEMO_MODALITIES,
  LOCALITIES,
  MANAGEMENT_UNITS,
  PLANS,
  PROVINCES,
  SERVICES,
  SPECIALTIES,
} from './reference-data.ts';
import { seedSupportCases } from './support-cases.ts';
import { ICD10_ES } from './icd10-es.ts';
import { seedPlaces } from './places-seed.ts';
import { copagoFor, EXCEPTED_BASE_SERVICES, EXTRA_SERVICES } from './services-catalogue.ts';
import { seedSyntheticVolume, SEED_SIZES, type SeedSize } from './synthetic.ts';

/** The instant demo data is dated from, so every run writes the same rows. */
export const SEED_EPOCH = new Date('2026-01-05T12:00:00-03:00');

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(providers);
  return (row?.n ?? 0) > 0;
}

async function seedReference(db: Db) {
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
  await seedServiceCatalogue(db);
  await db.insert(modules).values(moduleCatalogue());
  await db.insert(terms).values({
    entidad: TERMS_ENTITY,
    canal: TERMS_CHANNEL,
    version: '2026.1',
    texto: TERMS_TEXT,
    publishedAt: SEED_EPOCH,
  });
}

/** The services with each plan's modality, exception and copayment, and the ICD-10 catalogue. */
async function seedServiceCatalogue(db: Db) {
  const catalogue = [
    ...SERVICES.map(([codigo, nomenclador, descripcion, tipo, carac]) => ({
      service: { codigo, nomenclador, descripcion, tipo, carac },
      modality: DEMO_MODALITIES[codigo] ?? 'AP',
      exceptuada: EXCEPTED_BASE_SERVICES.includes(codigo) ? 'S' : 'N',
    })),
    ...EXTRA_SERVICES.map(
      ([codigo, nomenclador, descripcion, tipo, carac, modality, exceptuada]) => ({
        service: { codigo, nomenclador, descripcion, tipo, carac },
        modality,
        exceptuada,
      }),
    ),
  ];
  await db.insert(services).values(
    catalogue.map(({ service }) => ({
      ...service,
      codCobertura: String(service.codigo).padStart(6, '0').slice(0, 2),
      searchKey: searchKey(service.descripcion),
    })),
  );
  await db.insert(planCoverage).values(
    PLANS.flatMap(([planId]) =>
      catalogue.map(({ service, modality, exceptuada }) => ({
        planId,
        serviceCodigo: service.codigo,
        modCobert: modality,
        exceptuada,
        copago: copagoFor(planId, service.codigo),
      })),
    ),
  );
  await db.insert(diagnoses).values(
    ICD10_ES.map(([codigo, denominacion], orden) => ({
      codigo: normalizeIcd(codigo),
      denominacion,
      searchKey: searchKey(denominacion),
      orden,
    })),
  );
}

async function seedDemoAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const catalogue = moduleCatalogue().map((entry) => entry.id);
  const [termsRow] = await db.select({ id: terms.id }).from(terms);
  const seededProviders = new Set<number>();

  for (const account of DEMO_ACCOUNTS) {
    const { provider } = account;
    if (!seededProviders.has(provider.id)) {
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
        hospitalizationInAffiliateValidation:
          provider.hospitalizationInAffiliateValidation ?? false,
      });
      await db
        .insert(providerManagementUnits)
        .values(provider.units.map((unitId) => ({ providerId: provider.id, unitId })));
    }
    const [user] = await db
      .insert(users)
      .values({
        providerId: provider.id,
        email: account.email,
        passwordHash,
        nombre: account.user.nombre,
        apellido: account.user.apellido,
        admin: account.user.admin,
        doc24Permission: account.user.doc24 ?? false,
        capActive: account.user.cap ?? false,
        createdAt: SEED_EPOCH,
      })
      .returning({ id: users.id });
    await db.insert(userModules).values(
      catalogue.map((moduleId) => ({
        userId: user!.id,
        moduleId,
        habilitado: account.enabled === 'all' || account.enabled.includes(moduleId),
        active: !(account.inactive ?? []).includes(moduleId),
      })),
    );
    if (account.user.termsAccepted) {
      await db.insert(termsAcceptances).values({
        userId: user!.id,
        termsId: termsRow!.id,
        acceptedAt: SEED_EPOCH,
        deviceId: 'seed',
        deviceName: 'seed',
      });
    }
  }

  await db.insert(affiliates).values(
    DEMO_AFFILIATES.map(
      ([contra, middle, inte, estado, estadoDesc, nombre, apellido, planId, requiereToken]) => ({
        contra,
        middle,
        inte,
        prepagaId: 1,
        planId,
        nombre,
        apellido,
        documento: String(contra - 10_000_000),
        estado,
        estadoDesc,
        requiereToken,
      }),
    ),
  );
}

/**
 * Seeds an empty database: reference data, the demo accounts and records of DEMO-DATA.md, and
 * deterministic synthetic volume. Answers false (and writes nothing) when data already exists.
 * Support cases are dated back from `now` (the first start, or the tests' fixed clock) so the
 * "last 15 days" of the support centre always hold the demo cases.
 */
export async function seedDatabase(
  db: Db,
  size: SeedSize = 'demo',
  now: Date = systemClock.now(),
): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    await seedReference(tx);
    await seedDemoAccounts(tx);
    await seedSyntheticVolume(tx, SEED_SIZES[size]);
    await seedSupportCases(tx, now, SEED_SIZES[size].supportCasesPerProvider);
    await seedPlaces(tx, SEED_EPOCH);
  });
  return true;
}
