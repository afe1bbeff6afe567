import { teamActivityCall, teamActivityCsvCall, type CallQuery } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, callApiForFile } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';
import { USERS_KEY } from './users';

export type ActivityFilters = CallQuery<typeof teamActivityCall>;

export function useTeamActivity(query: ActivityFilters) {
  const http = useHttp();
  return useQuery({
    queryKey: [USERS_KEY, 'activity', query],
    queryFn: ({ signal }) => callApi(http, teamActivityCall, { query }, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function fetchActivityCsv(http: HttpClient, query: ActivityFilters): Promise<Blob> {
  return callApiForFile(http, teamActivityCsvCall, { query });
}
