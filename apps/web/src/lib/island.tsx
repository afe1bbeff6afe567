import type { ReactNode } from 'react';

/**
 * The phone's menu: the one island that is the application's own (app/islands/visitor-menu),
 * mounted with the theme alone. Every other island is a feature's, named in its index.
 */
export const MENU_ISLAND = 'main-menu';

export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Marks a part of a public page that reacts to the visitor (a form, a search): a visitor's
 * browser mounts the component its feature declares under `name` (`Feature.islands`) over the
 * server's markup here, and leaves the rest of the page as the server sent it
 * (docs/decisions/0041). It renders the same markup in the application, on the server and in
 * the browser: a box that takes no room of its own (`display: contents`).
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-island={name} className="island">
      {children}
    </div>
  );
}
