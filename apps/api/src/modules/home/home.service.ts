import type { HomeResponse } from '@portal/contracts';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { formatDateTime } from '@portal/domain/format';
import { HOME_OBSERVED_SHOWN, HOME_RECENT_VALIDATIONS, homeTilesFor } from '@portal/domain/home';
import type { LiveSession } from '../../access/session.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { observedBrief } from '../authorizations/public.ts';
import { countUnreadInvoices } from '../payments/public.ts';
import { findUserPermissions } from '../session/public.ts';
import { latestSettlement } from '../settlements/public.ts';
import { pendingCount } from '../support-cases/public.ts';
import { findRecentValidations } from './recent-validations.repository.ts';

export interface HomeDeps {
  db: Db;
  clock: Clock;
}

/** A tile the user may not open is null, and its query never runs. */
const when = <T>(shown: boolean, read: () => Promise<T>): Promise<T | null> =>
  shown ? read() : Promise.resolve(null);

/**
 * GET prestadores/:code/inicio: accepted terms (the home belongs to no module, so the guard
 * leaves them to the call), the caller's own provider, then one small indexed read per tile the
 * user's modules allow. The reads go out together: on PostgreSQL each takes its own pooled
 * connection (never inside a transaction, where pg would queue them on one).
 */
export async function homeSummary(
  deps: HomeDeps,
  session: LiveSession,
  code: number,
): Promise<HomeResponse> {
  if (!session.termsAccepted) {
    throw new HttpError(403, EXTRA_MESSAGES.termsRequired, 'TERMS_REQUIRED');
  }
  ownProvider(session.providerId, code);
  const permissions = await findUserPermissions(deps.db, session.userId);
  if (!permissions) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  const tiles = homeTilesFor(permissions);
  const providerId = session.providerId;
  const [casos, autorizaciones, liquidacion, pagos, validaciones] = await Promise.all([
    when(tiles.casos, async () => ({ esperando: await pendingCount(deps, providerId) })),
    when(tiles.autorizaciones, async () => {
      const brief = await observedBrief(deps, providerId, HOME_OBSERVED_SHOWN);
      return {
        observadas: brief.cantidad,
        items: brief.items.map((item) => ({
          nroAutorizacion: item.nroAutorizacion,
          nombreApeAfi: item.afiliado.nombre,
          tipo: item.tipoDescripcion,
          observadaEl: formatDateTime(item.observadaEl),
        })),
      };
    }),
    when(tiles.liquidacion, async () => {
      const row = await latestSettlement(deps.db, providerId);
      return {
        ultima: row && {
          expediente: row.expediente,
          periodo: row.periodo,
          fechaLiquidacion: row.fechaLiquidacion,
          netoCentavos: row.netoCentavos,
        },
      };
    }),
    when(tiles.pagos, async () => ({
      facturasSinLeer: await countUnreadInvoices(deps.db, providerId),
    })),
    when(tiles.validacion, async () => {
      const rows = await findRecentValidations(deps.db, session.userId, HOME_RECENT_VALIDATIONS);
      return {
        recientes: rows.map((row) => ({
          afiliado: formatAffiliateNumber(row),
          contra: row.contra,
          middle: row.middle,
          inte: row.inte,
          nombre: row.nombre,
          valido: row.valido,
          fecha: formatDateTime(row.at),
        })),
      };
    }),
  ]);
  return { casos, autorizaciones, liquidacion, pagos, validaciones };
}
