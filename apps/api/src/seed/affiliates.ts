import { affiliates } from '../db/schema/affiliates.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { DEMO_AFFILIATES } from './demo-accounts.ts';
import { AFFILIATES_SINCE, scaleOf, seedSyntheticAffiliates } from './synthetic.ts';

/** The affiliates of DEMO-DATA.md, then the synthetic ones (their ids follow). */
export async function seedAffiliates({ db, size }: SeedContext): Promise<void> {
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
        vigenciaDesde: AFFILIATES_SINCE,
      }),
    ),
  );
  await seedSyntheticAffiliates(db, scaleOf(size));
}

export const seedStep: AreaSeed = { after: [], run: seedAffiliates };
