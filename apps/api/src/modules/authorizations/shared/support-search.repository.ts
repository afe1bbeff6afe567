import { and, desc, eq } from 'drizzle-orm';
import { authorizationDisplay } from '@portal/domain/authorizations';
import type { Db } from '../../../db/client.ts';
import { authorizations } from '../../../db/schema/authorizations.ts';
import { affiliateMiddle } from '../../affiliates/public.ts';

/**
 * The provider's authorizations a support case can be about (GET v2/busqueda-autorizaciones and
 * case filing): the support centre reads them here, through public.ts. Newest first, at most 50.
 */
export async function findCaseAuthorizations(
  db: Db,
  filter: { providerId: number; contra?: number; inte?: number; nro?: number; workflow?: string },
) {
  const rows = await db
    .select({
      nroAutorizacion: authorizations.nroAutorizacion,
      nroTrm: authorizations.nroTrm,
      contra: authorizations.contra,
      inte: authorizations.inte,
      middle: affiliateMiddle(authorizations.contra, authorizations.inte),
      nombreApeAfi: authorizations.nombreApeAfi,
      fecha: authorizations.createdAt,
      workflow: authorizations.workflow,
      estado: authorizations.estado,
      prestacion: authorizations.resumen,
    })
    .from(authorizations)
    .where(
      and(
        eq(authorizations.providerId, filter.providerId),
        filter.contra === undefined ? undefined : eq(authorizations.contra, filter.contra),
        filter.inte === undefined ? undefined : eq(authorizations.inte, filter.inte),
        filter.nro === undefined ? undefined : eq(authorizations.nroAutorizacion, filter.nro),
        filter.workflow === undefined ? undefined : eq(authorizations.workflow, filter.workflow),
      ),
    )
    .orderBy(desc(authorizations.createdAt), desc(authorizations.id))
    .limit(50);
  // The support centre shows the status display (spec §4): Pendiente, Observado, Finalizado;
  // atencion-medica also reads the state (only an approved one prints).
  return rows.map((row) => ({ ...row, estadoDesc: authorizationDisplay(row.estado) }));
}
