import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { providers } from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { seedAffiliates } from './affiliates.ts';
import { seedAuth } from './auth.ts';
import { seedCensuses } from './censuses.ts';
import { seedAuthorizations } from './authorizations.ts';
import { SEED_EPOCH, type SeedStep } from './context.ts';
import { seedCore } from './core.ts';
import { seedContent } from './content.ts';
import { seedCoverage } from './coverage.ts';
import { seedDirectory } from './directory.ts';
import { seedGuides } from './guides.ts';
import { seedHome } from './home.ts';
import { seedMedicalAttention } from './medical-attention.ts';
import { seedPayments } from './payments.ts';
import { seedPrescriptions } from './prescriptions.ts';
import { seedProfile } from './profile.ts';
import { seedRatings } from './ratings.ts';
import { seedSession } from './session.ts';
import { seedSettlements } from './settlements.ts';
import { seedSupportCases } from './support-cases.ts';
import { seedUserManagement } from './user-management.ts';
import type { SeedScale } from './synthetic.ts';

export { SEED_EPOCH };

/**
 * One step per area (seed/<area>.ts), in the order their foreign keys need: an area adds its
 * line here. Connectivity has none: its transactions are the ones users make.
 */
const SEED_STEPS: readonly SeedStep[] = [
  seedCore,
  seedAuth,
  seedSession,
  seedAffiliates,
  seedCoverage,
  seedSupportCases,
  seedCensuses,
  seedAuthorizations,
  seedPayments,
  seedSettlements,
  seedProfile,
  seedRatings,
  seedGuides,
  seedDirectory,
  seedContent,
  seedMedicalAttention,
  seedPrescriptions,
  seedUserManagement,
  seedHome,
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(providers);
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds an empty database: reference data, the demo accounts and records of DEMO-DATA.md, and
 * deterministic synthetic volume, all in one transaction. Answers false (and writes nothing)
 * when data already exists. Support cases are dated back from `now` (the first start, or the
 * tests' fixed clock) so the "last 15 days" of the support centre always hold the demo cases.
 */
export async function seedDatabase(
  db: Db,
  size: SeedScale = 'demo',
  now: Date = systemClock.now(),
): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    for (const step of SEED_STEPS) await step({ db: tx, size, now, epoch: SEED_EPOCH });
  });
  return true;
}
