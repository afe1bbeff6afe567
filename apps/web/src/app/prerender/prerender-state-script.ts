import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { PRERENDER_STATE_ID, type PrerenderState } from './prerender-state';

/**
 * The state as a JSON data block (never executed, so the CSP's script-src does not apply);
 * '<' is escaped so no text in the data can close the element.
 */
export function prerenderStateScript(client: QueryClient, narrow: boolean): string {
  const state: PrerenderState = { queries: dehydrate(client), narrow };
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDER_STATE_ID}">${json}</script>`;
}
