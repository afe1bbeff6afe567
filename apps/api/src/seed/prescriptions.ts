import { searchKey } from '@portal/domain/coverage';
import { vademecum } from '../db/schema/prescriptions.ts';
import type { AreaSeed, SeedContext } from './context.ts';
import { GENERICS, PRESENTATIONS } from './prescriptions-data.ts';

/** The vademécum receta digital prescribes from: every brand in every presentation (312 rows). */
export async function seedPrescriptions({ db }: SeedContext): Promise<void> {
  const rows = GENERICS.flatMap(([generico, brands, form]) =>
    brands.flatMap((marca) =>
      PRESENTATIONS[form].map((presentacion) => ({
        marca,
        generico,
        presentacion,
        searchKey: searchKey(`${marca} ${generico}`),
      })),
    ),
  );
  await db.insert(vademecum).values(rows.map((row, index) => ({ id: index + 1, ...row })));
}

export const seedStep: AreaSeed = { after: [], run: seedPrescriptions };
