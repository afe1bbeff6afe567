import type { CallRow, Probe, RequestParts } from './call-rows.ts';

/** Rows of the census of inpatients (tramitesonline/censos). */

const BASE = '/pre/v1/censos/:id';
const providerPath: CallRow['params'] = ({ me }) => ({ id: me.providerId });

/** The interior's provider code in the path, the rest of the request as given. */
const theirPath = (extra: Omit<RequestParts, 'params'> = {}): Probe => ({
  story: "the interior's provider path",
  request: ({ them }) => ({ params: { id: them.providerId }, ...extra }),
});

export const ROWS: Record<string, CallRow> = {
  [`POST ${BASE}/afiliado`]: {
    params: providerPath,
    foreign: [theirPath({ body: { contra: 30000001, middle: 1, inte: 1 } })],
  },
  [`GET ${BASE}/opciones`]: {
    params: providerPath,
    foreign: [theirPath()],
  },
  [`POST ${BASE}/registros`]: {
    params: providerPath,
    foreign: [
      theirPath({
        body: {
          afiliado: { contra: 30000001, inte: 1 },
          fecha: '10/03/2026',
          movimiento: 'ingreso',
          recienNacido: 0,
          lugarAtencionPrestador: 2001,
        },
      }),
      {
        story: "the interior's attention place under the caller's path",
        request: ({ me, them }) => ({
          params: { id: me.providerId },
          body: {
            afiliado: { contra: 30000001, inte: 1 },
            fecha: '10/03/2026',
            movimiento: 'ingreso',
            recienNacido: 0,
            lugarAtencionPrestador: them.place,
          },
        }),
        answer: {
          status: 422,
          code: 'UNKNOWN_PLACE',
          why: 'a place of another provider is refused as one that does not exist',
        },
      },
    ],
  },
  [`GET ${BASE}/registros`]: {
    params: providerPath,
    foreign: [theirPath({ query: {} })],
  },
};
