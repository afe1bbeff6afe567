/** App-wide constants of spec §9: no single area owns them (transport, layout, routing). */
export const HTTP_TIMEOUT_MS = 20_000;
export const TOAST_DURATION_MS = 12_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const BASE_PATH = '/prestadores';
