import { existsSync } from 'node:fs';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { providers } from '../db/schema/core.ts';
import { systemClock } from '../lib/clock.ts';
import { areaNames } from '../areas.ts';
import { SEED_EPOCH, type AreaSeed, type SeedStep } from './context.ts';
import { seedCore } from './core.ts';
import { seedOrder } from './seed-order.ts';
import type { SeedScale } from './synthetic.ts';

export { SEED_EPOCH };

/**
 * The reference data, then the step of every area with a seed/<area>.ts (docs/decisions/0039),
 * each after the areas it names: adding an area's demo data edits no list.
 */
async function seedSteps(): Promise<SeedStep[]> {
  const areas = areaNames().filter((area) => existsSync(new URL(`./${area}.ts`, import.meta.url)));
  const steps = Object.fromEntries(
    await Promise.all(
      areas.map(async (area) => {
        const module = (await import(new URL(`./${area}.ts`, import.meta.url).href)) as {
          seedStep?: AreaSeed;
        };
        if (!module.seedStep) throw new Error(`seed/${area}.ts exports no seedStep`);
        return [area, module.seedStep] as const;
      }),
    ),
  );
  return [seedCore, ...seedOrder(steps).map((area) => steps[area]!.run)];
}

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
  const steps = await seedSteps();
  await db.transaction(async (tx) => {
    for (const step of steps) await step({ db: tx, size, now, epoch: SEED_EPOCH });
  });
  return true;
}
