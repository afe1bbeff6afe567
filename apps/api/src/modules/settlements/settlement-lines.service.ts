import type {
  SettlementCopayResponse,
  SettlementDebitsQuery,
  SettlementDebitsResponse,
  SettlementDetailsResponse,
  SettlementErrorsResponse,
  SettlementVouchersResponse,
} from '@portal/contracts';
import { toCopayLine, toDebitLine, toDetailLine, toVoucherLine } from './settlement-rows.ts';
import type { LINE_TABLES } from './settlements.repository.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { ownSettlementId, pageOfLines, type LineTable } from './settlements.repository.ts';
import { ownSettlement, type SettlementsDeps } from './settlements.service.ts';

/** A line table's query: the expediente, the page and the sort (each table its own keys). */
type LinesQuery<Table extends LineTable> = Omit<SettlementDebitsQuery, 'orden'> & {
  orden: keyof (typeof LINE_TABLES)[Table]['sorts'];
};

async function linesPage<Table extends LineTable, Line>(
  deps: SettlementsDeps,
  providerId: number,
  pathId: number,
  table: Table,
  query: LinesQuery<Table>,
  toLine: (row: never) => Line,
) {
  ownProvider(providerId, pathId);
  const settlement = ownSettlementId(deps.db, providerId, query.expediente);
  const { rows, total } = await pageOfLines(deps.db, table, settlement, query.orden, {
    offset: (query.pagina - 1) * query.cantidad,
    limit: query.cantidad,
    direction: query.sentido,
  });
  // No rows: an empty page of the caller's settlement, or a settlement it does not have (404).
  if (rows.length === 0) await ownSettlement(deps, providerId, pathId, query.expediente);
  return {
    pagina: query.pagina,
    cantidad: query.cantidad,
    total,
    filas: rows.map((row) => toLine(row as never)),
  };
}

type Caller = [deps: SettlementsDeps, providerId: number, pathId: number];

export const debitsPage = (
  ...[deps, providerId, pathId, query]: [...Caller, LinesQuery<'debitos'>]
): Promise<SettlementDebitsResponse> =>
  linesPage(deps, providerId, pathId, 'debitos', query, toDebitLine);
export const detailsPage = (
  ...[deps, providerId, pathId, query]: [...Caller, LinesQuery<'detalles'>]
): Promise<SettlementDetailsResponse> =>
  linesPage(deps, providerId, pathId, 'detalles', query, toDetailLine);
export const errorsPage = (
  ...[deps, providerId, pathId, query]: [...Caller, LinesQuery<'errores'>]
): Promise<SettlementErrorsResponse> =>
  linesPage(deps, providerId, pathId, 'errores', query, toDebitLine);
export const copayPage = (
  ...[deps, providerId, pathId, query]: [...Caller, LinesQuery<'copago'>]
): Promise<SettlementCopayResponse> =>
  linesPage(deps, providerId, pathId, 'copago', query, toCopayLine);
export const vouchersPage = (
  ...[deps, providerId, pathId, query]: [...Caller, LinesQuery<'comprobantes'>]
): Promise<SettlementVouchersResponse> =>
  linesPage(deps, providerId, pathId, 'comprobantes', query, toVoucherLine);
