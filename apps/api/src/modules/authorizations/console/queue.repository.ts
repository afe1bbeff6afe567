import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authorizations } from '../../../db/schema/authorizations.ts';
import { summaryColumns } from '../shared/summary.ts';

/*
 * Without `middle`: in a query of one table Drizzle leaves the columns unqualified, so the
 * affiliates subquery of summaryColumns compares affiliates' columns with themselves and reads
 * the whole table (57 ms on the large seed, and not this affiliate's value).
 */
const columns = Object.fromEntries(
  Object.entries(summaryColumns).filter(([key]) => key !== 'middle'),
) as Omit<typeof summaryColumns, 'middle'>;

/** One request by its row id, of any provider: the insurer's staff read every provider's. */
export async function findRequestById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...columns,
      lugarAtencionId: authorizations.lugarAtencionId,
      observacion: authorizations.observacion,
      datos: authorizations.datos,
    })
    .from(authorizations)
    .where(eq(authorizations.id, id));
  return row ?? null;
}
