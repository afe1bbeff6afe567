import { searchCensusCall, type CensusSearchQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { CENSUS_KEY } from './keys';

export type CensusSearch = Partial<CensusSearchQuery>;

/** One page of the census search; the last page stays on screen while the next one loads. */
export function useCensusSearch(query: CensusSearch | null) {
  const http = useHttp();
  const providerId = useProviderId();
  return useQuery({
    queryKey: [CENSUS_KEY, 'search', providerId, query],
    queryFn: ({ signal }) =>
      callApi(
        http,
        searchCensusCall,
        { params: { id: providerId }, query: query ?? {} },
        { signal },
      ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
