import type { CallRow } from './call-rows.ts';

/** Rows of the informacionutil reference pages: the same content for every provider. */

const SHARED = {
  none: 'reference content every provider with the module reads alike: no provider’s object',
} as const;

export const ROWS: Record<string, CallRow> = {
  'GET /pre/v1/informacion-util/planillas/:id': {
    params: () => ({ id: 'prestaciones-ambulatorias' }),
    foreign: SHARED,
  },
  'GET /pre/v1/informacion-util/practicas/:id/pdf': {
    params: () => ({ id: 1 }),
    foreign: SHARED,
  },
};
