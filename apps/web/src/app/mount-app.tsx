import { StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app';
import { preloadSessionScreen } from './preload';
import type { PrerenderState } from './prerender/prerender-state';
import { appPageAt } from './routes';
import { withQueryClient } from './app-services';
import type { VisitorServices } from './services';

/**
 * Mounts the application on the empty `container` of index.html (main.tsx): the pages the server
 * does not prerender (private pages, a page with a query string), rendered by the browser.
 */
export function mountApp(container: Element, visitorServices: VisitorServices): void {
  createRoot(container).render(
    <StrictMode>
      <App services={withQueryClient(visitorServices)} />
    </StrictMode>,
  );
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
 * The application over a page the visitor's islands held until now (docs/decisions/0041),
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
