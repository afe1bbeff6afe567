import { DEMO_SETTLEMENT_PROVIDERS } from '../../src/seed/settlements-demo.ts';
import type { CallRow, Probe } from './call-rows.ts';

/** Rows of settlements (tramitesonline/consulta-de-liquidacion). */

const BASE = '/pre/v1/liquidaciones/:id';
const providerPath: CallRow['params'] = ({ me }) => ({ id: me.providerId });

/** A provider's last month's expediente (seed/settlements-demo.ts: base + 24). */
function lastExpediente(providerId: number): number {
  const provider = DEMO_SETTLEMENT_PROVIDERS.find((entry) => entry.providerId === providerId);
  if (!provider) throw new Error(`matrix: provider ${providerId} has no demo settlements`);
  return provider.expedienteBase + 24;
}

/** The interior's provider path (with the query the call needs to pass validation). */
const theirPath = (query: (them: number) => Record<string, unknown> = () => ({})): Probe => ({
  story: "the interior's provider path",
  request: ({ them }) => ({ params: { id: them.providerId }, query: query(them.providerId) }),
});

/** The interior's expediente under the caller's own path, with the rest of the query. */
const theirExpediente = (extra: Record<string, unknown> = {}): Probe => ({
  story: "the interior's expediente under the caller's path",
  request: ({ me, them }) => ({
    params: { id: me.providerId },
    query: { expediente: lastExpediente(them.providerId), ...extra },
  }),
});

/** An execution of one settlement ('expe-*'): both probes. */
const execution: CallRow = {
  params: providerPath,
  foreign: [theirExpediente(), theirPath((them) => ({ expediente: lastExpediente(them) }))],
};

export const ROWS: Record<string, CallRow> = {
  [`GET ${BASE}`]: { params: providerPath, foreign: [theirPath()] },
  [`GET ${BASE}/expe-liquidacion`]: execution,
  [`GET ${BASE}/expe-debitos`]: execution,
  [`GET ${BASE}/expe-detalles`]: execution,
  [`GET ${BASE}/expe-errores`]: execution,
  [`GET ${BASE}/expe-totales`]: execution,
  [`GET ${BASE}/expe-subtotales`]: execution,
  [`GET ${BASE}/expe-comprobantes`]: execution,
  [`GET ${BASE}/expe-copago`]: execution,
  [`GET ${BASE}/expe-pdf`]: execution,
  [`GET ${BASE}/csv`]: {
    params: providerPath,
    foreign: [theirExpediente({ tabla: 'debitos' }), theirPath(() => ({ tabla: 'liquidaciones' }))],
  },
  [`GET ${BASE}/graficos`]: { params: providerPath, foreign: [theirPath()] },
};
