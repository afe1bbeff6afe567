import { queryOptions, useQuery } from '@tanstack/react-query';
import { therapeuticTokenCall } from '@portal/contracts';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

export interface TherapeuticTokenKey {
  prepagaId: number;
  contra: number;
  inte: number;
}

export function fetchTherapeuticToken(
  http: HttpClient,
  key: TherapeuticTokenKey,
  signal?: AbortSignal,
) {
  return callApi(http, therapeuticTokenCall, { params: key }, { signal });
}

export function therapeuticTokenQueryOptions(http: HttpClient, key: TherapeuticTokenKey) {
  return queryOptions({
    queryKey: ['affiliates', 'therapeutic-token', key],
    queryFn: ({ signal }) => fetchTherapeuticToken(http, key, signal),
  });
}

export function useTherapeuticToken(key: TherapeuticTokenKey) {
  return useQuery(therapeuticTokenQueryOptions(useHttp(), key));
}
