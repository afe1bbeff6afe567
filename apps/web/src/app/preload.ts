import { ModuleGate, prefetchModuleStatus } from './guards/module-check';
import { privatePageAt } from './routes';
import type { AppServices } from './services';

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
 * instead of suspending behind a fallback (as a reloaded validar-afiliado did). What nobody
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
