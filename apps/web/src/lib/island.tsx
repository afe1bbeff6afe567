import type { ReactNode } from 'react';

/**
 * The interactive parts of the public pages a plain visitor's browser mounts by themselves
 * (docs/decisions/0035): everything else on those pages is the server's HTML, never hydrated.
 */
export const ISLAND_NAMES = ['main-menu', 'header-login', 'home-search', 'branch-search'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Marks where an island sits in the page. It renders the same markup in the application, on
 * the server and in the browser (a box that takes no room of its own: `display: contents`).
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="island">
      {children}
    </div>
  );
}
