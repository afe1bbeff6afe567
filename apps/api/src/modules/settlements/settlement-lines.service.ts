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
import { pageOfLines, type LineTable } from './settlements.repository.ts';
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
  const settlement = await ownSettlement(deps, providerId, pathId, query.expediente);
  const { rows, total } = await pageOfLines(deps.db, table, settlement.id, query.orden, {
    offset: (query.pagina - 1) * query.cantidad,
    limit: query.cantidad,
    direction: query.sentido,
  });
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
