import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authorizations, authorizationServices } from '../../../db/schema/authorizations.ts';
import { providers } from '../../../db/schema/core.ts';
import { attentionPlaces } from '../../../db/schema/coverage.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What filing needs of the caller's provider: its name (the history's author) and esOdonto. */
export async function findFilingProvider(db: Db, providerId: number) {
  const [row] = await db
    .select({
      id: providers.id,
      esOdonto: providers.esOdonto,
      nombre: sql<string>`trim(${providers.nombreAbre} || ' ' || ${providers.apeRazonSocial})`,
    })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row ?? null;
}

/** The provider's attention place, in force on the day (YYYY-MM-DD); null when it is not. */
export async function findOwnPlace(db: Db, providerId: number, placeId: number, day: string) {
  const [row] = await db
    .select({ id: attentionPlaces.id, descripcion: attentionPlaces.descripcion })
    .from(attentionPlaces)
    .where(
      and(
        eq(attentionPlaces.id, placeId),
        eq(attentionPlaces.providerId, providerId),
        lte(attentionPlaces.vigenciaDesde, day),
        or(isNull(attentionPlaces.vigenciaHasta), gte(attentionPlaces.vigenciaHasta, day)),
      ),
    );
  return row ?? null;
}

export async function findPlaceName(db: Db, placeId: number) {
  const [row] = await db
    .select({ id: attentionPlaces.id, descripcion: attentionPlaces.descripcion })
    .from(attentionPlaces)
    .where(eq(attentionPlaces.id, placeId));
  return row ?? null;
}

export async function insertRequest(tx: Tx, values: typeof authorizations.$inferInsert) {
  const [row] = await tx
    .insert(authorizations)
    .values(values)
    .returning({ id: authorizations.id, nroAutorizacion: authorizations.nroAutorizacion });
  return row!;
}

export async function insertServices(
  tx: Tx,
  authorizationId: number,
  rows: readonly { codigo: number; descripcion: string; cantidad: number; cobertura: string }[],
) {
  if (rows.length === 0) return;
  await tx.insert(authorizationServices).values(rows.map((row) => ({ authorizationId, ...row })));
}
