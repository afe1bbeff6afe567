import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { PermissionKey } from '@portal/domain/access';
import type { QueryClient } from '@tanstack/react-query';
import type { Feature } from '@/lib/feature';
import type { HttpClient } from '@/lib/http';

/** Wraps a built module's page: shown once the server's guard agrees (app/routes). */
export const ModuleGate = lazyWithPreload(() => import('./components/module-gate'));
/**
 * Asks the server's guard for a module ahead of the gate (the answer waits in the query cache
 * the gate reads): a reloaded private page does not wait for the gate's code before asking.
 */
export function prefetchModuleStatus(
  queryClient: QueryClient,
  http: HttpClient,
  key: PermissionKey,
) {
  return import('./api/module-status').then(({ moduleStatusQueryOptions }) =>
    queryClient.prefetchQuery(moduleStatusQueryOptions(http, key)),
  );
}
/** The page of a private route whose module no feature provides yet. */
export const ModulePlaceholderRoute = lazyWithPreload(() => import('./routes/module-route'));

export const modulesFeature: Feature = {
  id: 'modules',
  routes: [
    {
      path: 'tramitesonline',
      page: lazyWithPreload(() => import('./routes/online-procedures-route')),
      fullScreen: true,
      requiresLogin: true,
    },
  ],
};
