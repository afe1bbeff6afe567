import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authorizations } from '../../../db/schema/authorizations.ts';
import { summaryColumns } from '../shared/summary.ts';

/** One request by its row id, of any provider: the insurer's staff read every provider's. */
export async function findRequestById(db: Db, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      lugarAtencionId: authorizations.lugarAtencionId,
      observacion: authorizations.observacion,
      datos: authorizations.datos,
    })
    .from(authorizations)
    .where(eq(authorizations.id, id));
  return row ?? null;
}
