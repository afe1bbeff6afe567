import type {
  AuthorizationReportResponse,
  ReportQuery,
  TransactionReportResponse,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { queryString } from '@/lib/lookups/scope';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { CONNECTIVITY_KEY, connectivityPath } from './connectivity-path';

/** The two reports of spec §7 and the path each one has. */
export const REPORTS = {
  transacciones: { path: 'transaccionesPorPrestador', label: 'Transacciones por prestador' },
  autorizaciones: { path: 'autorizaciones-por-prestador', label: 'Autorizaciones por prestador' },
} as const;
export type ReportKind = keyof typeof REPORTS;

export type ReportRequest = Omit<ReportQuery, 'formato'> & { kind: ReportKind };

export type ReportAnswer =
  | { kind: 'transacciones'; data: TransactionReportResponse }
  | { kind: 'autorizaciones'; data: AuthorizationReportResponse };

function reportUrl(providerId: number, request: ReportRequest, formato: 'json' | 'csv'): string {
  const { kind, tipo, fechaDesde, fechaHasta } = request;
  return connectivityPath(
    providerId,
    `${REPORTS[kind].path}${queryString({ tipo, fechaDesde, fechaHasta, formato })}`,
  );
}

/** GET .../transaccionesPorPrestador or .../autorizaciones-por-prestador (JSON). */
export async function fetchReport(
  http: HttpClient,
  providerId: number,
  request: ReportRequest,
  signal?: AbortSignal,
): Promise<ReportAnswer> {
  const url = reportUrl(providerId, request, 'json');
  return request.kind === 'transacciones'
    ? { kind: 'transacciones', data: await http.get<TransactionReportResponse>(url, { signal }) }
    : {
        kind: 'autorizaciones',
        data: await http.get<AuthorizationReportResponse>(url, { signal }),
      };
}

/** The same report as the server's CSV (es-AR, semicolons), for the export button. */
export function fetchReportCsv(
  http: HttpClient,
  providerId: number,
  request: ReportRequest,
): Promise<Blob> {
  return http.getBlob(reportUrl(providerId, request, 'csv'));
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
