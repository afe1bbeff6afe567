import { BASE_PATH } from '@portal/domain/app';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, MENU_ISLAND } from '@/lib/island';
import { isNarrowNow, NARROW_QUERY } from '@/lib/use-narrow';
import type { PrerenderState } from '../prerender/prerender-state';
import { isPlainVisitor, type VisitorServices } from '../services';
import { VisitorMenuIsland } from './visitor-menu';

/** Undoes the boot: unmounts the islands and the application, if it took over (tests). */
export type StopIslands = () => Promise<void>;

/**
 * The visitor's boot on a prerendered public page (docs/decisions/0041). The server's HTML stays
 * as it is, never hydrated; only its islands are mounted, at once: the phone's menu with the
 * theme alone, the features' islands (a form, a search) with the application's code. The
 * application takes the page over, rendered afresh with the same services, as soon as this
 * browser is not the plain visitor the server rendered for: a stored session, a login (its
 * `freshLogin` lives in the store, so no page load may lose it), another layout than the server
 * guessed, a link followed inside an island, or an island no feature declares.
 */
export function startIslands(
  container: Element,
  services: VisitorServices,
  prerendered: PrerenderState,
): StopIslands {
  const roots: Root[] = [];
  let handedOver = false;
  let application: Promise<Root> | null = null;
  let stopWatching: () => void = () => undefined;
  const layout = window.matchMedia?.(NARROW_QUERY);
  const unmountIslands = () => {
    for (const root of roots.splice(0)) root.unmount();
  };
  const handOver = () => {
    if (handedOver) return;
    handedOver = true;
    // The islands go once the application is on screen: until then they are the page.
    application = import('../mount-app').then(({ takeOverPage }) =>
      takeOverPage(container, services, prerendered, unmountIslands),
    );
  };
  const stop: StopIslands = async () => {
    handedOver = true; // nothing mounts or takes over from now on
    stopWatching();
    layout?.removeEventListener('change', handOver);
    unmountIslands();
    (await application)?.unmount();
  };

  const narrow = prerendered.narrow;
  if (!isPlainVisitor(services) || isNarrowNow() !== narrow) {
    handOver();
    return stop;
  }
  stopWatching = services.store.subscribe(() => {
    if (isPlainVisitor(services)) return;
    stopWatching();
    handOver();
  });
  layout?.addEventListener('change', handOver, { once: true });

  const pathname = window.location.pathname.slice(BASE_PATH.length) || '/';
  for (const element of container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (name === MENU_ISLAND) {
      // A wide screen's menu is the server's links; a phone's needs its burger.
      if (!narrow) continue;
      const root = createRoot(element, { identifierPrefix: `${MENU_ISLAND}-` });
      root.render(
        <StrictMode>
          <VisitorMenuIsland pathname={pathname} narrow={narrow} />
        </StrictMode>,
      );
      roots.push(root);
      continue;
    }
    void import('./app-islands').then(async ({ mountAppIsland }) => {
      if (handedOver) return;
      const root = await mountAppIsland(element, name, { services, prerendered, handOver });
      // An island no feature declares: the application shows the page.
      if (!root) handOver();
      else if (handedOver) root.unmount();
      else roots.push(root);
    });
  }
  return stop;
}
