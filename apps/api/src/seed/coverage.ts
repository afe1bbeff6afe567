import { normalizeIcd, searchKey } from '@portal/domain/coverage';
import type { Db } from '../db/client.ts';
import { diagnoses, planCoverage, services } from '../db/schema/coverage.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { seedPlaces } from './coverage-places.ts';
import { ICD10_ES } from './icd10-es.ts';
import { DEMO_MODALITIES, PLANS, SERVICES } from './reference-data.ts';
import { copagoFor, EXCEPTED_BASE_SERVICES, EXTRA_SERVICES } from './services-catalogue.ts';

/** The services catalogue with its coverage by plan, the ICD-10 catalogue, and the places. */
export async function seedCoverage({ db, epoch }: SeedContext): Promise<void> {
  await seedServiceCatalogue(db);
  await seedPlaces(db, epoch);
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

export const seedStep: AreaSeed = { after: [], run: seedCoverage };
