import {
  settlementCall,
  settlementChartsCall,
  settlementCopayCall,
  settlementCsvCall,
  settlementDebitsCall,
  settlementDetailsCall,
  settlementErrorsCall,
  settlementListCall,
  settlementPdfCall,
  settlementSubtotalsCall,
  settlementTotalsCall,
  settlementVouchersCall,
  type CallQuery,
  type SettlementCsvQuery,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

const KEY = 'settlements';

export type SettlementListQuery = CallQuery<typeof settlementListCall>;

/** One page of the settlement list; the last page stays on screen while the next one loads. */
export function useSettlementList(query: SettlementListQuery | null) {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    queryKey: [KEY, 'list', providerId, query],
    queryFn: ({ signal }) =>
      callApi(
        http,
        settlementListCall,
        { params: { id: providerId }, query: query ?? {} },
        { signal },
      ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The executions of one settlement (spec §7 'expe-*'), each its own call and tab. */
export const TABLE_CALLS = {
  debitos: settlementDebitsCall,
  detalles: settlementDetailsCall,
  errores: settlementErrorsCall,
  comprobantes: settlementVouchersCall,
  copago: settlementCopayCall,
} as const;
export type TableName = keyof typeof TABLE_CALLS;
export type TableQuery = {
  pagina: number;
  cantidad: number;
  orden: string;
  sentido: 'asc' | 'desc';
};

export function useSettlementTable(table: TableName, expediente: number, page: TableQuery) {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    queryKey: [KEY, table, providerId, expediente, page],
    queryFn: ({ signal }) =>
      callApi(
        http,
        TABLE_CALLS[table] as typeof settlementDebitsCall,
        {
          params: { id: providerId },
          query: { expediente, ...page } as CallQuery<typeof settlementDebitsCall>,
        },
        { signal },
      ) as Promise<unknown>,
    placeholderData: keepPreviousData,
  });
}

export function useSettlement(expediente: number) {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    queryKey: [KEY, 'one', providerId, expediente],
    queryFn: ({ signal }) =>
      callApi(
        http,
        settlementCall,
        { params: { id: providerId }, query: { expediente } },
        { signal },
      ),
  });
}

export function useSettlementTotals(expediente: number) {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    queryKey: [KEY, 'totals', providerId, expediente],
    queryFn: ({ signal }) =>
      callApi(
        http,
        settlementTotalsCall,
        { params: { id: providerId }, query: { expediente } },
        { signal },
      ),
  });
}

export function useSettlementSubtotals(expediente: number) {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    queryKey: [KEY, 'subtotals', providerId, expediente],
    queryFn: ({ signal }) =>
      callApi(
        http,
        settlementSubtotalsCall,
        { params: { id: providerId }, query: { expediente } },
        { signal },
      ),
  });
}

export function useSettlementCharts() {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    queryKey: [KEY, 'charts', providerId],
    queryFn: ({ signal }) =>
      callApi(http, settlementChartsCall, { params: { id: providerId } }, { signal }),
  });
}

export function fetchSettlementCsv(
  http: HttpClient,
  providerId: number,
  query: SettlementCsvQuery,
) {
  return callApi(http, settlementCsvCall, { params: { id: providerId }, query });
}

export function fetchSettlementPdf(http: HttpClient, providerId: number, expediente: number) {
  return callApi(http, settlementPdfCall, { params: { id: providerId }, query: { expediente } });
}
