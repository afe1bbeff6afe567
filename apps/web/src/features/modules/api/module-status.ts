import { moduleStatusCall } from '@portal/contracts';
import type { PermissionKey } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** The server runs its own guard for the module (403 otherwise). */
export function fetchModuleStatus(http: HttpClient, key: PermissionKey, signal?: AbortSignal) {
  return callApi(http, moduleStatusCall, { params: { id: key } }, { signal });
}

export function moduleStatusQueryOptions(http: HttpClient, key: PermissionKey) {
  return queryOptions({
    queryKey: ['module-status', key],
    queryFn: ({ signal }) => fetchModuleStatus(http, key, signal),
  });
}

export function useModuleStatus(key: PermissionKey) {
  return useQuery(moduleStatusQueryOptions(useHttp(), key));
}
