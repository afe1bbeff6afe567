import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's prerender (and while a browser would hydrate it), true in any render the
 * browser makes itself: an island mounted over the server's markup, or the application.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A form's fields, disabled until the browser renders them itself (docs/decisions/0041): on a
 * prerendered page nothing can be typed that the island mounting over it would wipe, and no form
 * can be sent by the browser itself, which would put what was typed in the address (a password
 * in a URL).
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  return (
    <fieldset className="plain-fieldset" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
