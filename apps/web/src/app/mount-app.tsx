import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import type { PrerenderState } from './prerender/prerender-state';
import { withQueryClient } from './app-services';
import { isPlainVisitor, type VisitorServices } from './services';

/**
 * Mounts the application on `container`. A page the server prerendered for the application's
 * boot is hydrated when this browser sees it as the server did, a plain visitor; anything else
 * (a stored session, a page the visitor's islands held until now) is rendered afresh. The page's
 * answers seed the query client either way.
 */
export function mountApp(
  container: Element,
  visitorServices: VisitorServices,
  prerendered: PrerenderState | null,
  { hydratable }: { hydratable: boolean },
): void {
  const services = withQueryClient(visitorServices);
  if (prerendered) hydrate(services.queryClient, prerendered.queries);
  const app = (
    <StrictMode>
      <App services={services} />
    </StrictMode>
  );
  if (prerendered && hydratable && isPlainVisitor(services)) {
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
