import {
  authorizationsReportCall,
  transactionsReportCall,
  type AuthorizationReportResponse,
  type ReportQuery,
  type TransactionReportResponse,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callApiForFile } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { CONNECTIVITY_KEY } from './query-keys';

/** The two reports of spec §7 and the call of each. */
export const REPORTS = {
  transacciones: { call: transactionsReportCall, label: 'Transacciones por prestador' },
  autorizaciones: { call: authorizationsReportCall, label: 'Autorizaciones por prestador' },
} as const;
export type ReportKind = keyof typeof REPORTS;

export type ReportRequest = Omit<ReportQuery, 'formato'> & { kind: ReportKind };

export type ReportAnswer =
  | { kind: 'transacciones'; data: TransactionReportResponse }
  | { kind: 'autorizaciones'; data: AuthorizationReportResponse };

function reportInput(providerId: number, request: ReportRequest, formato: 'json' | 'csv') {
  const { tipo, fechaDesde, fechaHasta } = request;
  return { params: { id: providerId }, query: { tipo, fechaDesde, fechaHasta, formato } };
}

/** The report's CSV file name: its call's last path segment, type and range. */
export function reportFileName(request: ReportRequest): string {
  const name = REPORTS[request.kind].call.path.split('/').at(-1);
  return `${name}-${request.tipo}-${request.fechaDesde}-${request.fechaHasta}.csv`;
}

/** Transactions or authorizations per provider (JSON). */
export async function fetchReport(
  http: HttpClient,
  providerId: number,
  request: ReportRequest,
  signal?: AbortSignal,
): Promise<ReportAnswer> {
  const input = reportInput(providerId, request, 'json');
  return request.kind === 'transacciones'
    ? {
        kind: 'transacciones',
        data: await callApi(http, transactionsReportCall, input, { signal }),
      }
    : {
        kind: 'autorizaciones',
        data: await callApi(http, authorizationsReportCall, input, { signal }),
      };
}

/** The same report as the server's CSV (es-AR, semicolons), for the export button. */
export function fetchReportCsv(
  http: HttpClient,
  providerId: number,
  request: ReportRequest,
): Promise<Blob> {
  return callApiForFile(http, REPORTS[request.kind].call, reportInput(providerId, request, 'csv'));
}

export function reportQueryOptions(http: HttpClient, providerId: number, request: ReportRequest) {
  return queryOptions({
    queryKey: [CONNECTIVITY_KEY, 'report', request],
    queryFn: ({ signal }) => fetchReport(http, providerId, request, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReport(request: ReportRequest | null) {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    ...reportQueryOptions(
      http,
      providerId,
      request ?? { kind: 'transacciones', tipo: 'IP', fechaDesde: '', fechaHasta: '' },
    ),
    enabled: request !== null,
  });
}
