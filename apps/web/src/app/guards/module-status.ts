import { moduleStatusCall } from '@portal/contracts';
import type { PermissionKey } from '@portal/domain/access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

/** The server runs its own guard for the module (403 otherwise). */
export function fetchModuleStatus(http: HttpClient, key: PermissionKey, signal?: AbortSignal) {
  return callApi(http, moduleStatusCall, { params: { id: key } }, { signal });
}

/**
 * How long the server's answer stands for the gate: one asked ahead of it on a reload
 * (app/preload) is not asked again when the gate mounts, while a module opened again later is.
 */
export const MODULE_STATUS_FRESH_MS = 10_000;

export function moduleStatusQueryOptions(http: HttpClient, key: PermissionKey) {
  return queryOptions({
    queryKey: ['module-status', key],
    queryFn: ({ signal }) => fetchModuleStatus(http, key, signal),
    staleTime: MODULE_STATUS_FRESH_MS,
  });
}

export function useModuleStatus(key: PermissionKey) {
  return useQuery(moduleStatusQueryOptions(useHttp(), key));
}
