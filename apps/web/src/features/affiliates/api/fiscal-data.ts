import { fiscalDataCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

export function fetchFiscalData(http: HttpClient, documento: string, signal?: AbortSignal) {
  return callApi(http, fiscalDataCall, { params: { documento } }, { signal });
}

export function fiscalDataQueryOptions(http: HttpClient, documento: string) {
  return queryOptions({
    queryKey: ['affiliates', 'fiscal-data', documento],
    queryFn: ({ signal }) => fetchFiscalData(http, documento, signal),
  });
}

/** Only asked when the domain says the prepaga has a fiscal lookup (spec §7). */
export function useFiscalData(documento: string, enabled: boolean) {
  return useQuery({ ...fiscalDataQueryOptions(useHttp(), documento), enabled });
}
