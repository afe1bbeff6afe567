import { homeCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';

/**
 * GET prestadores/{code}/inicio. Read again each time the home opens: a case answered or a
 * validation made elsewhere in the portal shows on the way back.
 */
export function useHomeSummary(enabled: boolean) {
  const http = useHttp();
  const code = useProviderId();
  return useQuery({
    queryKey: ['home', code],
    queryFn: ({ signal }) => callApi(http, homeCall, { params: { code } }, { signal }),
    enabled,
    refetchOnMount: 'always',
  });
}
