import { BASE_PATH, PRIVATE_ROUTES } from '@portal/domain';
import { ModuleGate, prefetchModuleStatus } from '@/features/modules';
import { privatePagesOf } from './feature-registry';
import { FEATURES } from './features';
import type { AppServices } from './services';

const PRIVATE_PAGES = privatePagesOf(FEATURES);

/** The private route at `pathname` (under the basename) and its page, if a feature serves it. */
export function privatePageAt(pathname: string) {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return undefined;
  const path = pathname.slice(BASE_PATH.length + 1).replace(/\/$/, '');
  const route = PRIVATE_ROUTES.find((r) => path === r.path || path.startsWith(`${r.path}/`));
  const content = route && PRIVATE_PAGES.get(route.path);
  if (!route || !content) return undefined;
  if ('page' in content) return { route, page: content.page };
  const rest = path.slice(route.path.length + 1) || undefined;
  const page = content.section.find((section) => section.path === rest)?.page;
  return page && { route, page };
}

/** Once the stored session is back (and only then: the call carries its token), `then` runs. */
function whenEstablished(services: AppServices, then: () => void): void {
  const unsubscribe = services.store.subscribe(() => {
    const { loading, session } = services.store.getState();
    if (loading) return;
    unsubscribe();
    if (session) then();
  });
}

/**
 * With a stored session, starts loading the private page at `pathname` and its module gate
 * before the app's first render, and asks the gate's server check as soon as the session is
 * back. Code and answer then arrive while the shell starts, and the page renders at once
 * instead of suspending behind a fallback (issue 19: a reloaded validar-afiliado). What nobody
 * waits for loads after it (lib/first-screen). The guards still decide what shows; the server
 * still checks every call.
 */
export function preloadSessionScreen(services: AppServices, pathname: string): void {
  const found = privatePageAt(pathname);
  if (!found) return;
  ModuleGate.preload();
  found.page.preload();
  whenEstablished(services, () => {
    void prefetchModuleStatus(services.queryClient, services.http, found.route.permission);
  });
}
