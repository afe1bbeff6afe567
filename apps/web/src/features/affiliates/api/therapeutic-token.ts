import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

export interface TherapeuticTokenKey {
  prepagaId: number;
  contra: number;
  inte: number;
}

/** GET /pre/v1/validador/token-terapeutico/{prepagaId}/{contra}/{inte} */
export function fetchTherapeuticToken(
  http: HttpClient,
  key: TherapeuticTokenKey,
  signal?: AbortSignal,
): Promise<{ requiereToken: boolean }> {
  return http.get<{ requiereToken: boolean }>(
    `/pre/v1/validador/token-terapeutico/${key.prepagaId}/${key.contra}/${key.inte}`,
    { signal },
  );
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
