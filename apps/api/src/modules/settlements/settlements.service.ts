import { EXTRA_MESSAGES } from '@portal/domain/app';
import { lastSettledPeriods, settlementPeriodRange } from '@portal/domain/settlements';
import type {
  SettlementChartsResponse,
  SettlementListQuery,
  SettlementListResponse,
  SettlementResponse,
  SettlementSubtotalsResponse,
  SettlementTotalsResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { toSettlementRow } from './settlement-rows.ts';
import {
  chartFigures,
  findSettlement,
  lineCounts,
  listSettlements,
  subtotals,
} from './settlements.repository.ts';

export interface SettlementsDeps {
  db: Db;
  clock: Clock;
}

/**
 * The caller's settlement of `expediente`, after checking the path's provider is the caller's:
 * another provider's expediente answers 404 exactly like one that does not exist.
 */
export async function ownSettlement(
  deps: SettlementsDeps,
  providerId: number,
  pathId: number,
  expediente: number,
) {
  ownProvider(providerId, pathId);
  const settlement = await findSettlement(deps.db, providerId, expediente);
  if (!settlement) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  return settlement;
}

/** The list's periods (default and limits from the domain), or a 400 in Spanish. */
export function listRange(
  deps: SettlementsDeps,
  query: Pick<SettlementListQuery, 'periodoDesde' | 'periodoHasta'>,
) {
  const range = settlementPeriodRange(query, deps.clock.now());
  if (!range.ok) throw new HttpError(400, range.message, 'INVALID_RANGE');
  return range;
}

export async function settlementList(
  deps: SettlementsDeps,
  providerId: number,
  pathId: number,
  query: SettlementListQuery,
): Promise<SettlementListResponse> {
  ownProvider(providerId, pathId);
  const range = listRange(deps, query);
  const { rows, total } = await listSettlements(
    deps.db,
    { providerId, from: range.desde, to: range.hasta, expediente: query.expediente },
    query.orden,
    {
      offset: (query.pagina - 1) * query.cantidad,
      limit: query.cantidad,
      direction: query.sentido,
    },
  );
  return {
    periodoDesde: String(range.desde),
    periodoHasta: String(range.hasta),
    pagina: query.pagina,
    cantidad: query.cantidad,
    total,
    filas: rows.map(toSettlementRow),
  };
}

export async function settlementOf(
  deps: SettlementsDeps,
  providerId: number,
  pathId: number,
  expediente: number,
): Promise<SettlementResponse> {
  const settlement = await ownSettlement(deps, providerId, pathId, expediente);
  return {
    ...toSettlementRow(settlement),
    prestador: { id: providerId, razonSocial: settlement.providerName },
  };
}

export async function settlementTotals(
  deps: SettlementsDeps,
  providerId: number,
  pathId: number,
  expediente: number,
): Promise<SettlementTotalsResponse> {
  const settlement = await ownSettlement(deps, providerId, pathId, expediente);
  const counts = await lineCounts(deps.db, settlement.id);
  return {
    expediente,
    brutoCentavos: settlement.grossCents,
    debitosCentavos: settlement.debitsCents,
    copagoCentavos: settlement.copayCents,
    netoCentavos: settlement.netCents,
    prestaciones: counts.lines,
    debitos: counts.debits,
    errores: counts.errors,
    erroresCentavos: counts.errorCents,
  };
}

export async function settlementSubtotals(
  deps: SettlementsDeps,
  providerId: number,
  pathId: number,
  expediente: number,
): Promise<SettlementSubtotalsResponse> {
  const settlement = await ownSettlement(deps, providerId, pathId, expediente);
  const { byType, byPlace } = await subtotals(deps.db, settlement.id);
  return { porTipo: byType, porLugar: byPlace };
}

/** The last 24 settled months (a month without settlement is zero) and debits by reason. */
export async function settlementCharts(
  deps: SettlementsDeps,
  providerId: number,
  pathId: number,
): Promise<SettlementChartsResponse> {
  ownProvider(providerId, pathId);
  const periods = lastSettledPeriods(deps.clock.now());
  const { months, reasons } = await chartFigures(deps.db, providerId, periods);
  return {
    meses: periods.map((period) => {
      const month = months.find((row) => row.period === period);
      return {
        periodo: String(period),
        netoCentavos: month?.net ?? 0,
        debitosCentavos: month?.debits ?? 0,
      };
    }),
    motivos: reasons.map((row) => ({
      codigo: row.code,
      motivo: row.text,
      debitos: row.count,
      importeCentavos: row.cents,
    })),
  };
}
