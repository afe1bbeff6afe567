import { exceptedServicesCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { CONNECTIVITY_KEY } from './query-keys';

/** A plan's excepted services. */
export function fetchExceptedServices(
  http: HttpClient,
  providerId: number,
  codigoPlan: number,
  signal?: AbortSignal,
) {
  return callApi(
    http,
    exceptedServicesCall,
    { params: { id: providerId }, query: { codigoPlan } },
    { signal },
  );
}

export function exceptedServicesQueryOptions(
  http: HttpClient,
  providerId: number,
  codigoPlan: number,
) {
  return queryOptions({
    queryKey: [CONNECTIVITY_KEY, 'excepted', codigoPlan],
    queryFn: ({ signal }) => fetchExceptedServices(http, providerId, codigoPlan, signal),
  });
}

export function useExceptedServices(codigoPlan: number | null) {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    ...exceptedServicesQueryOptions(http, providerId, codigoPlan ?? 0),
    enabled: codigoPlan !== null,
  });
}
