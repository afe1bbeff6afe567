import { eq } from 'drizzle-orm';
import { addDays } from '@portal/domain/format';
import { users } from '../db/schema/auth.ts';
import { recentValidations } from '../db/schema/home.ts';
import type { AreaSeed, SeedContext } from './context.ts';

/**
 * demo@'s recent validations on the home: two of DEMO-DATA.md's affiliates, one
 * not valid, so the list and its two results show from the first login, dated back from it
 * (recent on any day the portal is first started). Juan Pérez is left out:
 * validating him is the demo's first step, and he then tops the list.
 */
const DEMO_VALIDATIONS = [
  { contra: 30000003, middle: 1, inte: 1, valido: true, nombre: 'Carlos Medina', daysBack: 1 },
  { contra: 30000002, middle: 1, inte: 1, valido: false, nombre: 'Marta Sosa', daysBack: 2 },
] as const;

export async function seedHome({ db, now }: SeedContext): Promise<void> {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'demo@prestadores.test'));
  if (!demo) return;
  await db.insert(recentValidations).values(
    DEMO_VALIDATIONS.map(({ daysBack, ...row }) => ({
      ...row,
      userId: demo.id,
      at: addDays(now, -daysBack),
    })),
  );
}

export const seedStep: AreaSeed = { after: ['auth'], run: seedHome };
