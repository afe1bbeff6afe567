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
  // No file is attached in the matrix's database: an allowed cell answers 404 past the guard.
  'GET /pre/v1/contenido/archivos/:id': {
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    foreign: PUBLIC,
  },
  /*
   * The console's content calls (docs/decisions/0062) name no provider's object (the site is the
   * insurer's); the matrix tries them by role, and this one, with a path parameter, by this row.
   */
  'GET /pre/consola/v0/contenido/archivos/:id': {
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    foreign: { none: "a staff call: the site's files are the insurer's, no provider's object" },
  },
};
