import type { PermissionKey } from '@portal/domain/access';
import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * Wraps a private route's page: shown once the server's guard agrees (app/routes). Lazy, so the
 * public pages' initial JavaScript never carries it.
 */
export const ModuleGate = lazyWithPreload(() => import('./module-gate'));

/**
 * Asks the server's guard for a module ahead of the gate (the answer waits in the query cache
 * the gate reads): a reloaded private page does not wait for the gate's code before asking.
 */
export function prefetchModuleStatus(
  queryClient: QueryClient,
  http: HttpClient,
  key: PermissionKey,
) {
  return import('./module-status').then(({ moduleStatusQueryOptions }) =>
    queryClient.prefetchQuery(moduleStatusQueryOptions(http, key)),
  );
}
