import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app';
import { preloadSessionScreen } from './preload';
import type { PrerenderState } from './prerender/prerender-state';
import { appPageAt } from './routes';
import { withQueryClient } from './app-services';
import { isPlainVisitor, type VisitorServices } from './services';

/**
 * Mounts the application on `container` (main.tsx). A page the server prerendered for the
 * application's boot (an account page) is hydrated when this browser sees it as the server did,
 * a plain visitor, with the answers it was rendered with; anything else (a stored session, a
 * private page) is rendered afresh.
 */
export function mountApp(
  container: Element,
  visitorServices: VisitorServices,
  prerendered: PrerenderState | null,
): void {
  const services = withQueryClient(visitorServices);
  const app = (
    <StrictMode>
      <App services={services} />
    </StrictMode>
  );
  if (prerendered && isPlainVisitor(services)) {
    hydrate(services.queryClient, prerendered.queries);
    // As a transition: hydration yields to the browser every few milliseconds instead of holding
    // the main thread (the page is already on screen, so nothing waits for it).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

/**
 * Runs `run` once its tree has been committed, in a task of its own: React refuses to unmount
 * other roots from inside its commit.
 */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(() => {
    const task = setTimeout(run);
    return () => clearTimeout(task);
  }, [run]);
  return null;
}

/**
 * The application over a page the visitor's islands held until now (docs/decisions/0035),
 * rendered afresh with the same services once the code of the page at the address has arrived
 * (a feature's page, or a private page and its gate after a login): its first commit shows the
 * page itself, not a loader. Until then the islands' page stays on screen, and the application's
 * first commit empties the container itself (React does so for a new root): no blank frame.
 * `whenShown` runs after that commit, to let the islands go.
 */
export function takeOverPage(
  container: Element,
  visitorServices: VisitorServices,
  prerendered: PrerenderState,
  whenShown: () => void,
): Promise<Root> {
  const services = withQueryClient(visitorServices, prerendered.queries);
  const { pathname } = window.location;
  preloadSessionScreen(services, pathname);
  const page = appPageAt(pathname)?.load() ?? Promise.resolve();
  return page
    .catch(() => undefined) // the route's own error boundary reports it
    .then(() => {
      const root = createRoot(container);
      root.render(
        <StrictMode>
          <App services={services} />
          <AfterCommit run={whenShown} />
        </StrictMode>,
      );
      return root;
    });
}
