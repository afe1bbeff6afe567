/** The support centre's routes (spec §2 `tramitesonline/capweb`). */
export const CAPWEB_PATH = '/tramitesonline/capweb';

export const CAPWEB_TABS = ['altaDeTramites', 'estadoDeTramites', 'inbox'] as const;
export type CapwebTab = (typeof CAPWEB_TABS)[number];

/** The active tab defaults to altaDeTramites (spec §2). */
export const DEFAULT_CAPWEB_TAB: CapwebTab = 'altaDeTramites';

export function capwebTabPath(tab: CapwebTab): string {
  return tab === DEFAULT_CAPWEB_TAB ? CAPWEB_PATH : `${CAPWEB_PATH}?pestania=${tab}`;
}

/** A case's own page, so it can be reloaded and linked. */
export function caseDetailPath(nroTramite: number): string {
  return `${CAPWEB_PATH}/tramite/${nroTramite}`;
}
