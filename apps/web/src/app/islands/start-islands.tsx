import { BASE_PATH } from '@portal/domain/app';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_NAMES, type IslandName } from '@/lib/island';
import { isNarrowNow, NARROW_QUERY } from '@/lib/use-narrow';
import type { PrerenderState } from '../prerender/prerender-state';
import { isPlainVisitor, type VisitorServices } from '../services';
import { VisitorMenuIsland } from './visitor-menu';

/** How far below the screen an island starts loading: it is ready when scrolled to. */
const NEAR_SCREEN = '200px';

const isIslandName = (name: string | null): name is IslandName =>
  (ISLAND_NAMES as readonly (string | null)[]).includes(name);

/** Undoes the boot: unmounts the islands and the application, if it took over (tests). */
export type StopIslands = () => Promise<void>;

/**
 * The visitor's boot on a prerendered public page (docs/decisions/0035). The server's HTML stays
 * as it is, never hydrated; only its islands are mounted: the phone's menu at once (theme and
 * layout only), the features' islands (a form, a search) with the application's code when they
 * come near the screen. The application takes the page over, rendered afresh with the same
 * services, as soon as this browser is not the plain visitor the server rendered for: a stored
 * session, a login (its `freshLogin` lives in the store, so no page load may lose it), another
 * layout than the server guessed, or a link followed inside an island.
 */
export function startIslands(
  container: Element,
  services: VisitorServices,
  prerendered: PrerenderState,
): StopIslands {
  const roots: Root[] = [];
  let handedOver = false;
  let nearScreen: IntersectionObserver | null = null;
  let application: Promise<Root> | null = null;
  let stopWatching: () => void = () => undefined;
  const layout = window.matchMedia?.(NARROW_QUERY);
  const unmountIslands = () => {
    for (const root of roots.splice(0)) root.unmount();
  };
  const handOver = () => {
    if (handedOver) return;
    handedOver = true;
    nearScreen?.disconnect();
    // The islands go once the application is on screen: until then they are the page.
    application = import('../mount-app').then(({ takeOverPage }) =>
      takeOverPage(container, services, prerendered, unmountIslands),
    );
  };
  const stop: StopIslands = async () => {
    handedOver = true; // nothing mounts or takes over from now on
    nearScreen?.disconnect();
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
  /** The application's own island: a phone's menu, with the theme alone. */
  const mountMenu = (element: Element) => {
    const root = createRoot(element, { identifierPrefix: 'main-menu-' });
    root.render(
      <StrictMode>
        <VisitorMenuIsland pathname={pathname} narrow={narrow} />
      </StrictMode>,
    );
    roots.push(root);
  };
  /** A feature's island, with the application's code. */
  const mount = (element: Element, name: IslandName) => {
    if (handedOver) return;
    void import('./app-islands')
      .then(({ mountAppIsland }) =>
        mountAppIsland(element, name, { services, prerendered, handOver }),
      )
      .then((root) => {
        if (!root) return;
        if (handedOver) root.unmount();
        else roots.push(root);
      });
  };

  // An island's mark takes no room of its own (display: contents): its content is watched.
  const islandOf = new Map<Element, Element>();
  nearScreen =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              const island = islandOf.get(entry.target);
              if (!entry.isIntersecting || !island) continue;
              for (const [content, of] of islandOf) {
                if (of !== island) continue;
                observer.unobserve(content);
                islandOf.delete(content);
              }
              mount(island, island.getAttribute(ISLAND_ATTRIBUTE) as IslandName);
            }
          },
          { rootMargin: NEAR_SCREEN },
        );
  for (const element of container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    if (!isIslandName(name)) continue;
    if (name === 'main-menu') {
      // A wide screen's menu is the server's links; a phone's needs its burger.
      if (narrow) mountMenu(element);
      continue;
    }
    if (!nearScreen || element.children.length === 0) {
      mount(element, name);
      continue;
    }
    for (const content of element.children) {
      islandOf.set(content, element);
      nearScreen.observe(content);
    }
  }
  return stop;
}
