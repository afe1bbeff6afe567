import { lazy, useState, type ComponentType } from 'react';
import type { Lazy } from './feature';

/**
 * React.lazy whose code can be asked for before it renders, and which renders at once when it
 * has arrived. A private route starts loading its page while the shell and the module gate still
 * wait, not after them; a component whose code is already here is mounted directly, since React.lazy
 * suspends once even on a loaded module, and each reveal of a Suspense fallback is throttled by
 * React (up to 300 ms): two in a row held a logged-in page back by half a second.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Lazy<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(once);

  function Preloadable(props: P) {
    // Chosen once per mount, so a later render never swaps the component (and its state).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, {
    preload: () => {
      // A failed preload is the render's to report: React.lazy rejects with the same error.
      once().catch(() => undefined);
    },
    load: () => once().then((module) => module.default),
  });
}
