import { sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import {
  AUTHORIZATIONS_PER_PROVIDER,
  seedSyntheticRequests,
} from '../../apps/api/src/seed/authorizations.ts';
import { seedDirectory } from '../../apps/api/src/seed/directory.ts';
import { seedFhir } from '../../apps/api/src/seed/fhir.ts';
import { seedPayments } from '../../apps/api/src/seed/payments.ts';
import { isSeeded, SEED_EPOCH, seedDatabase } from '../../apps/api/src/seed/seed.ts';
import { seedSettlements } from '../../apps/api/src/seed/settlements.ts';
import { SEED_SIZES } from '../../apps/api/src/seed/synthetic.ts';
import { countRows, createDatabase, databaseExists, databaseUrl } from './postgres.ts';

/** Kept between runs: seeding a million affiliates is too slow to repeat every time. */
export const LARGE_DATABASE = 'portal_bench_large';

export interface LargeSeed {
  database: string;
  url: string;
  /** False when an earlier run had seeded it already. */
  seededNow: boolean;
  seedMs: number | null;
  analyzeMs: number | null;
  rows: Record<string, number>;
  expected: { providers: number; affiliates: number; authorizations: number };
}

const COUNTED = [
  'providers',
  'affiliates',
  'users',
  'provider_management_units',
  'authorizations',
  'settlements',
  'payments',
  'directory_listings',
] as const;
const AUTHORIZATIONS = SEED_SIZES.large.providers * AUTHORIZATIONS_PER_PROVIDER;

/** portal_bench_large: migrated, seeded with seedDatabase(db, 'large') once, then reused. */
export async function ensureLargeSeed(adminUrl: string): Promise<LargeSeed> {
  const url = (await databaseExists(adminUrl, LARGE_DATABASE))
    ? databaseUrl(adminUrl, LARGE_DATABASE)
    : await createDatabase(adminUrl, LARGE_DATABASE);
  const database = openPostgres(url, 2);
  let seedMs: number | null = null;
  let analyzeMs: number | null = null;
  try {
    await database.migrate();
    const seeded = await isSeeded(database.db);
    // A database seeded before the authorizations area lacks them: they are added on their own.
    const topUp =
      seeded && (await countRows(url, ['authorizations'])).authorizations! < AUTHORIZATIONS;
    if (!seeded || topUp) {
      console.log(`Seeding ${LARGE_DATABASE} (large${topUp ? ': authorizations' : ''}) …`);
      const started = performance.now();
      if (topUp) await seedSyntheticRequests(database.db, new Date(), SEED_SIZES.large.providers);
      else await seedDatabase(database.db, 'large');
      seedMs = performance.now() - started;
      // Fresh planner statistics, so later scenarios on it do not measure a cold plan.
      const analyzeStarted = performance.now();
      await database.db.execute(sql`analyze`);
      analyzeMs = performance.now() - analyzeStarted;
    }
    // A database seeded before the settlements area lacks them: they are added on their own.
    if (seeded && (await countRows(url, ['settlements'])).settlements === 0) {
      console.log(`Seeding ${LARGE_DATABASE} (large: settlements) …`);
      const started = performance.now();
      await seedSettlements({ db: database.db, size: 'large', now: new Date(), epoch: SEED_EPOCH });
      seedMs = (seedMs ?? 0) + performance.now() - started;
      await database.db.execute(sql`analyze`);
    }
    // A database seeded before the payments area lacks its tax data, invoices and payments.
    if (seeded && (await countRows(url, ['provider_tax_data'])).provider_tax_data === 0) {
      console.log(`Seeding ${LARGE_DATABASE} (large: payments and invoices) …`);
      const started = performance.now();
      await database.db.transaction((tx) =>
        seedPayments({ db: tx, size: 'large', now: new Date(), epoch: SEED_EPOCH }),
      );
      seedMs = (seedMs ?? 0) + performance.now() - started;
      await database.db.execute(sql`analyze`);
    }
    // A database seeded before the directory area lacks its listings and coordinates.
    if (seeded && (await countRows(url, ['directory_listings'])).directory_listings === 0) {
      console.log(`Seeding ${LARGE_DATABASE} (large: the directory) …`);
      const started = performance.now();
      await database.db.transaction((tx) =>
        seedDirectory({ db: tx, size: 'large', now: new Date(), epoch: SEED_EPOCH }),
      );
      seedMs = (seedMs ?? 0) + performance.now() - started;
      await database.db.execute(sql`analyze`);
    }
    // A database seeded before the FHIR interface lacks the demo HIS its eligibility scenario uses.
    if (seeded && (await countRows(url, ['fhir_clients'])).fhir_clients === 0) {
      console.log(`Seeding ${LARGE_DATABASE} (large: the demo FHIR clients) …`);
      await database.db.transaction((tx) =>
        seedFhir({ db: tx, size: 'large', now: new Date(), epoch: SEED_EPOCH }),
      );
    }
  } finally {
    await database.close();
  }
  return {
    database: LARGE_DATABASE,
    url,
    seededNow: seedMs !== null,
    seedMs,
    analyzeMs,
    rows: await countRows(url, COUNTED),
    expected: { ...SEED_SIZES.large, authorizations: AUTHORIZATIONS },
  };
}
