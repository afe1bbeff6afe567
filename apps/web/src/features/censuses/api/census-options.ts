import { censusOptionsCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { CENSUS_KEY } from './keys';

/** The places in force, the movements and the newborn choices of the registration form. */
export function useCensusOptions() {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    queryKey: [CENSUS_KEY, 'options', providerId],
    queryFn: ({ signal }) =>
      callApi(http, censusOptionsCall, { params: { id: providerId } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
