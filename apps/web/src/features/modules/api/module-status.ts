import type { PermissionKey } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { useHttp } from '@/lib/session/session-context';

export interface ModuleStatus {
  id: string;
  titulo: string;
  disponible: boolean;
}

/** GET /pre/v1/modulos/{key}: the server runs its own guard for the module (403 otherwise). */
export function fetchModuleStatus(
  http: HttpClient,
  key: PermissionKey,
  signal?: AbortSignal,
): Promise<ModuleStatus> {
  return http.get<ModuleStatus>(`/pre/v1/modulos/${encodeURIComponent(key)}`, { signal });
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
