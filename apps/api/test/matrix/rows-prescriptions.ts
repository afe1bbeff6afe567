import type { CallRow, Probe, RequestParts } from './call-rows.ts';

/** Rows of receta digital (tramitesonline/receta-digital). */

const BASE = '/pre/v1/receta-digital/:id';
const JUAN = { contra: 30000001, middle: 1, inte: 1 };
const providerPath: CallRow['params'] = ({ me }) => ({ id: me.providerId });

const theirPath = (extra: Omit<RequestParts, 'params'> = {}, more = {}): Probe => ({
  story: "the interior's provider path",
  request: ({ them }) => ({ params: { id: them.providerId, ...more }, ...extra }),
});

const body = {
  ...JUAN,
  diagnostico: 'J02.9',
  items: [{ medicamento: 1, cantidad: 1, posologia: 'cada 8 horas' }],
};

export const ROWS: Record<string, CallRow> = {
  [`POST ${BASE}/afiliado`]: { params: providerPath, foreign: [theirPath({ body: JUAN })] },
  [`GET ${BASE}/prescriptor`]: { params: providerPath, foreign: [theirPath()] },
  [`POST ${BASE}/recetas`]: { params: providerPath, foreign: [theirPath({ body })] },
  [`GET ${BASE}/recetas/:numero/pdf`]: {
    params: ({ me }) => ({ id: me.providerId, numero: 400101 }),
    foreign: [theirPath({}, { numero: 400101 })],
  },
  [`POST ${BASE}/recetas/:numero/anulacion`]: {
    params: ({ me }) => ({ id: me.providerId, numero: 400101 }),
    foreign: [theirPath({}, { numero: 400101 })],
  },
};
