import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { formatDateTime, formatMoney, toCsv } from '@portal/domain/format';
import { formatIcd } from '@portal/domain/coverage';
import {
  REPORT_TYPE_LABELS,
  reportRange,
  TRANSACTION_STATE_LABELS,
} from '@portal/domain/connectivity';
import type {
  AuthorizationReportResponse,
  ReportQuery,
  TransactionReportResponse,
} from '@portal/contracts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import type { ConnectivityDeps } from './connectivity.service.ts';
import { findTotals, findTransactions, type ReportFilter } from './reports.repository.ts';

/** Most rows one transactions report answers; `truncado` says when the range holds more. */
export const REPORT_MAX_ROWS = 5_000;

function filterOf(providerId: number, pathId: number, query: ReportQuery): ReportFilter {
  ownProvider(providerId, pathId);
  const range = reportRange(query.fechaDesde, query.fechaHasta);
  if (!range.ok) throw new HttpError(400, range.message, 'INVALID_RANGE');
  return { providerId, tipo: query.tipo, from: range.from, toExclusive: range.toExclusive };
}

export async function transactionsReport(
  deps: ConnectivityDeps,
  providerId: number,
  pathId: number,
  query: ReportQuery,
): Promise<TransactionReportResponse> {
  const filter = filterOf(providerId, pathId, query);
  const rows = await findTransactions(deps.db, filter, REPORT_MAX_ROWS + 1);
  return {
    tipo: query.tipo,
    fechaDesde: query.fechaDesde,
    fechaHasta: query.fechaHasta,
    truncado: rows.length > REPORT_MAX_ROWS,
    filas: rows.slice(0, REPORT_MAX_ROWS).map((row) => ({
      nroTicket: row.nroTicket,
      fecha: row.createdAt.toISOString(),
      tipo: row.tipo,
      estado: row.estado,
      afiliado: formatAffiliateNumber(row),
      afiliadoNombre: `${row.apellido}, ${row.nombre}`,
      codigo: row.tipo === 'ID' ? formatIcd(row.icd ?? '') : String(row.serviceCodigo ?? ''),
      descripcion: (row.tipo === 'ID' ? row.diagnosis : row.serviceDescripcion) ?? '',
      mod_cobert: row.modCobert as TransactionReportResponse['filas'][number]['mod_cobert'],
      copago: row.copago,
      terminal: row.terminal,
      usuario: row.usuario,
    })),
  };
}

export async function authorizationsReport(
  deps: ConnectivityDeps,
  providerId: number,
  pathId: number,
  query: ReportQuery,
): Promise<AuthorizationReportResponse> {
  const filter = filterOf(providerId, pathId, query);
  const rows = await findTotals(deps.db, filter);
  return {
    tipo: query.tipo,
    fechaDesde: query.fechaDesde,
    fechaHasta: query.fechaHasta,
    filas: rows.map((row) => ({
      ...row,
      codigo: query.tipo === 'ID' ? formatIcd(row.codigo) : row.codigo,
    })),
  };
}

export function transactionsCsv(report: TransactionReportResponse): string {
  return toCsv(
    [
      'Ticket',
      'Fecha',
      'Tipo',
      'Estado',
      'Afiliado',
      'Nombre',
      'Código',
      'Descripción',
      'Modalidad',
      'Copago',
      'Terminal',
      'Usuario',
    ],
    report.filas.map((row) => [
      row.nroTicket,
      formatDateTime(new Date(row.fecha)),
      `${row.tipo} - ${REPORT_TYPE_LABELS[row.tipo]}`,
      TRANSACTION_STATE_LABELS[row.estado],
      row.afiliado,
      row.afiliadoNombre,
      row.codigo,
      row.descripcion,
      row.mod_cobert ?? '',
      formatMoney(row.copago),
      row.terminal ?? 'Portal web',
      row.usuario,
    ]),
  );
}

export function authorizationsCsv(report: AuthorizationReportResponse): string {
  return toCsv(
    ['Código', 'Descripción', 'Cantidad', 'Anuladas', 'Copago total'],
    report.filas.map((row) => [
      row.codigo,
      row.descripcion,
      row.cantidad,
      row.anuladas,
      formatMoney(row.copagoTotal),
    ]),
  );
}

export const csvFileName = (report: string, query: ReportQuery) =>
  `${report}-${query.tipo}-${query.fechaDesde}-${query.fechaHasta}.csv`;
