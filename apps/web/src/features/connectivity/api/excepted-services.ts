import type { ServiceDto } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { CONNECTIVITY_KEY, connectivityPath } from './connectivity-path';

/** GET .../{providerId}/consulta-prestaciones-exceptuadas?codigoPlan: the plan's exceptions. */
export function fetchExceptedServices(
  http: HttpClient,
  providerId: number,
  codigoPlan: number,
  signal?: AbortSignal,
): Promise<ServiceDto[]> {
  return http.get<ServiceDto[]>(
    connectivityPath(providerId, `consulta-prestaciones-exceptuadas?codigoPlan=${codigoPlan}`),
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
