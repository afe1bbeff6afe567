import type { CallRow } from './call-rows.ts';

/** Rows of the public site: the same content for every visitor, no provider's object. */
const PUBLIC = { none: 'public content every visitor reads alike: no provider’s object' };

export const ROWS: Record<string, CallRow> = {
  'GET /pre/v1/contenido/prevencion/:programa': {
    params: () => ({ programa: 'diabetes' }),
    foreign: PUBLIC,
  },
  'GET /pre/v1/contenido/revista/:numero/pdf': {
    params: () => ({ numero: 112 }),
    foreign: PUBLIC,
  },
};
