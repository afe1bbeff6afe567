import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's prerender and while the browser hydrates it, true from then on (and at
 * once in a page the browser renders itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A form's fields, disabled until the page is hydrated (docs/decisions/0041): on a prerendered
 * page nothing can be typed that hydration would wipe, and no form can be sent by the browser
 * itself, which would put what was typed in the address (a password in a URL).
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  return (
    <fieldset className="plain-fieldset" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
