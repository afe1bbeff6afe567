import { createContext, Suspense, use, useEffect, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * Whether the first screen a provider asked for is on screen: the moment the parts nobody waits
 * for (the header's menu, the session watchers, the menu's counters) start loading, so their
 * code does not compete with the page's own on a phone's connection.
 */
/** How long the parts nobody waits for wait at most for a page's content in the browser. */
export const FIRST_SCREEN_FALLBACK_MS = 2500;

export interface FirstScreen {
  shown: () => boolean;
  /** The page's content is on screen (a module gate that let its page through). */
  mark: () => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Shown from the start unless `fallbackMs` is given: then once marked, or after that long at
 * the latest (a screen without a gated page: the logged-in home, a public page).
 */
export function createFirstScreen(fallbackMs?: number): FirstScreen {
  let shown = fallbackMs === undefined;
  const listeners = new Set<() => void>();
  const mark = () => {
    if (shown) return;
    shown = true;
    for (const listener of listeners) listener();
    listeners.clear();
  };
  if (!shown) setTimeout(mark, fallbackMs);
  return {
    shown: () => shown,
    mark,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const FirstScreenContext = createContext<FirstScreen>(createFirstScreen());

/**
 * A page's content: once it is on screen (its code loaded, its first render committed), the
 * first screen is shown. Routes wrap their pages in it; the module gate wraps the page it lets
 * through.
 */
export function FirstScreenContent({ children }: { children: ReactNode }) {
  const firstScreen = use(FirstScreenContext);
  useEffect(() => firstScreen.mark(), [firstScreen]);
  return children;
}

/**
 * `component` once the first screen is shown, `fallback` until then and while its code loads.
 * The server renders visitors only, who have none of these parts: nothing waits there.
 */
export function AfterFirstScreen({
  component: Component,
  fallback = null,
}: {
  component: ComponentType;
  fallback?: ReactNode;
}) {
  const firstScreen = use(FirstScreenContext);
  const shown = useSyncExternalStore(firstScreen.subscribe, firstScreen.shown, () => true);
  if (!shown) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Component />
    </Suspense>
  );
}
