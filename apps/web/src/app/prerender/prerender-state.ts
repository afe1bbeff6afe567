import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block carrying what a prerendered page was rendered with. */
export const PRERENDER_STATE_ID = 'prerender-state';

/** What the browser needs to mount a prerendered page's islands as the server rendered it. */
export interface PrerenderState {
  /** The answers of the calls the page made. */
  queries: DehydratedState;
  /** The layout the server guessed from the browser's user agent (lib/use-narrow). */
  narrow: boolean;
}

/**
 * The state of a prerendered page, taken out of the document; null when the page was not
 * prerendered (private routes, a page the server left to the browser).
 */
export function takePrerenderState(root: Document): PrerenderState | null {
  const block = root.getElementById(PRERENDER_STATE_ID);
  if (!block?.textContent) return null;
  block.remove();
  try {
    const state = JSON.parse(block.textContent) as Partial<PrerenderState>;
    return state.queries && typeof state.narrow === 'boolean'
      ? { queries: state.queries, narrow: state.narrow }
      : null;
  } catch {
    return null;
  }
}
