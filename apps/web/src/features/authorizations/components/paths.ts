/** The transaction area's routes (spec §2 `tramitesonline/tramites-de-autorizaciones`). */
export const AUTHORIZATIONS_PATH = '/tramitesonline/tramites-de-autorizaciones';

/** The tabs by the spec's ids; the first one opens by default. */
export const AUTHORIZATION_TABS = ['transaction', 'transaction_status', 'inbox'] as const;
export type AuthorizationTab = (typeof AUTHORIZATION_TABS)[number];
export const DEFAULT_AUTHORIZATION_TAB: AuthorizationTab = 'transaction';

export const TAB_PARAM = 'tab';

export function authorizationTabPath(tab: AuthorizationTab): string {
  return tab === DEFAULT_AUTHORIZATION_TAB
    ? AUTHORIZATIONS_PATH
    : `${AUTHORIZATIONS_PATH}?${TAB_PARAM}=${tab}`;
}

/** A request's own page, so it can be reloaded and linked. */
export function requestDetailPath(nro: number): string {
  return `${AUTHORIZATIONS_PATH}/tramites/${nro}`;
}
