import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@portal/domain/app';
import { createContext, use } from 'react';

/** A phone-sized screen: below the spec's mobile breakpoint. */
export const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Whether this browser's screen is narrow now (false where there is no window: the server). */
export function isNarrowNow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(NARROW_QUERY).matches === true;
}

/**
 * What the first render assumes before the media query is read: the screen itself in the
 * browser, or, in an island over a prerendered page, the server's guess it was rendered with
 * (docs/decisions/0041), so the island matches the page around it.
 */
export const NarrowAtFirstRender = createContext<boolean>(false);

/**
 * True on a phone-sized screen, where lists become cards so their key columns never hide
 * off-screen, the menu folds behind a button and the header links to the mobile login.
 */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY, use(NarrowAtFirstRender)) ?? false;
}
