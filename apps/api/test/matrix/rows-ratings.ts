import type { CallRow, Probe } from './call-rows.ts';

/** Rows of mis-calificaciones: every call is under the caller's provider code. */

const BASE = '/pre/v1/prestadores/:code/calificaciones';
const providerPath: CallRow['params'] = ({ me }) => ({ code: me.providerId });
const theirPath: Probe = {
  story: "the interior's provider path",
  request: ({ them }) => ({
    params: { code: them.providerId },
    body: { mostrarComentarios: false, lugares: [] },
  }),
};

export const ROWS: Record<string, CallRow> = {
  [`GET ${BASE}`]: { params: providerPath, foreign: [theirPath] },
  [`GET ${BASE}/comentarios`]: { params: providerPath, foreign: [theirPath] },
  [`GET ${BASE}/configuracion`]: { params: providerPath, foreign: [theirPath] },
  [`PUT ${BASE}/configuracion`]: {
    params: providerPath,
    foreign: [
      theirPath,
      {
        story: "the interior's attention place under the caller's path",
        request: ({ me, them }) => ({
          params: { code: me.providerId },
          body: {
            mostrarComentarios: true,
            lugares: [{ id: them.place, mostrarCalificacion: false }],
          },
        }),
        answer: {
          status: 422,
          code: 'UNKNOWN_PLACE',
          why: 'a place that is not the caller’s is refused as one that does not exist',
        },
      },
    ],
  },
};
