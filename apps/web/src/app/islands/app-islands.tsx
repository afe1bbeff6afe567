import { BASE_PATH } from '@portal/domain/app';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { DialogProvider } from '@/components/dialogs/dialog-provider';
import { islandsOf } from '../feature-registry';
import { FEATURES } from '../features';
import type { PrerenderState } from '../prerender/prerender-state';
import { CoreProviders } from '../providers';
import { withQueryClient } from '../app-services';
import type { VisitorServices } from '../services';

/** What the features' islands mount (docs/decisions/0041), loaded with the application's code. */
const ISLANDS = islandsOf(FEATURES);

/** Once the island's router leaves the page it was mounted on, the application takes over. */
function HandOverOnLeave({ onLeave }: { onLeave: () => void }) {
  const { pathname } = useLocation();
  const [mountedOn] = useState(pathname);
  useEffect(() => {
    if (pathname !== mountedOn) onLeave();
  }, [pathname, mountedOn, onLeave]);
  return null;
}

interface Context {
  services: VisitorServices;
  prerendered: PrerenderState;
  /** The application takes the page over (a login, a link followed inside an island). */
  handOver: () => void;
}

/**
 * Mounts a feature's island over the server's markup in `element`, with what the application
 * would give it: the query client seeded with the page's answers, a router of its own (a search
 * kept in the address changes in place; any other navigation hands the page over) and the
 * dialog host. Its code arrives before it mounts, so the server's markup stays until the island
 * replaces it in one commit. Null when no feature declares the island.
 */
export async function mountAppIsland(
  element: Element,
  name: string,
  { services, prerendered, handOver }: Context,
): Promise<Root | null> {
  const island = ISLANDS.get(name);
  if (!island) return null;
  const Component = await island.load();
  const app = withQueryClient(services, prerendered.queries);
  const tree: ReactNode = (
    <StrictMode>
      <CoreProviders services={app}>
        <BrowserRouter basename={BASE_PATH}>
          <HandOverOnLeave onLeave={handOver} />
          <DialogProvider>
            <Component />
          </DialogProvider>
        </BrowserRouter>
      </CoreProviders>
    </StrictMode>
  );
  const root = createRoot(element, { identifierPrefix: `${name}-` });
  root.render(tree);
  return root;
}
