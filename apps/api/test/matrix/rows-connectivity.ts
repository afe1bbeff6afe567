import { JUAN } from '../connectivity.ts';
import type { CallRow, Probe, RequestParts } from './call-rows.ts';
import type { ProviderIds } from './provider-ids.ts';

/** Rows of the connectivity transactions (tramites-conectividad). */

const BASE = '/pre/v1/conectividad/:id';
const providerPath: CallRow['params'] = ({ me }) => ({ id: me.providerId });
const REPORT = { tipo: 'IP', fechaDesde: '20260301', fechaHasta: '20260310' };

/** The other provider's code in the path, the rest of the request as given. */
const theirPath = (extra: Omit<RequestParts, 'params'> = {}): Probe => ({
  story: "the interior's provider path",
  request: ({ them }) => ({ params: { id: them.providerId }, ...extra }),
});

/**
 * The other provider's ticket, under the caller's own path and under theirs: neither may
 * reach it.
 */
function theirTicket(
  ticketOf: (them: ProviderIds) => number,
  parts: (ticket: number) => RequestParts,
): Probe[] {
  return (['me', 'them'] as const).map((whose) => ({
    story:
      whose === 'me'
        ? "the interior's ticket on the caller's path"
        : "the interior's path and ticket",
    request: (ids) => {
      const { params, ...rest } = parts(ticketOf(ids.them));
      return { params: { id: ids[whose].providerId, ...params }, ...rest };
    },
  }));
}

export const ROWS: Record<string, CallRow> = {
  [`POST ${BASE}/ingresa-prestacion`]: {
    params: providerPath,
    foreign: [theirPath({ body: { creden: JUAN, prestacion: 420101 } })],
  },
  [`POST ${BASE}/ingresa-diagnostico`]: {
    params: providerPath,
    foreign: theirTicket(
      (them) => them.serviceTicket,
      (nroTicket) => ({ body: { nroTicket, icd: 'J00' } }),
    ),
  },
  [`POST ${BASE}/anula-diagnostico`]: {
    params: providerPath,
    foreign: theirTicket(
      (them) => them.diagnosisTicket,
      (nroTicket) => ({ body: { nroTicket } }),
    ),
  },
  [`POST ${BASE}/anula-prestacion`]: {
    params: providerPath,
    foreign: theirTicket(
      (them) => them.serviceTicket,
      (nroTicket) => ({ body: { nroTicket } }),
    ),
  },
  [`POST ${BASE}/elegibilidad`]: {
    params: providerPath,
    foreign: [theirPath({ body: { creden: JUAN } })],
  },
  [`GET ${BASE}/consulta-prestaciones-exceptuadas`]: {
    params: providerPath,
    foreign: [theirPath({ query: { codigoPlan: 310 } })],
  },
  [`GET ${BASE}/reimpresionTicket/:nroTicket`]: {
    params: ({ me }) => ({ id: me.providerId, nroTicket: me.serviceTicket }),
    foreign: theirTicket(
      (them) => them.serviceTicket,
      (nroTicket) => ({ params: { nroTicket } }),
    ),
  },
  [`GET ${BASE}/reimpresionTicket/:nroTicket/pdf`]: {
    params: ({ me }) => ({ id: me.providerId, nroTicket: me.serviceTicket }),
    foreign: theirTicket(
      (them) => them.serviceTicket,
      (nroTicket) => ({ params: { nroTicket } }),
    ),
  },
  [`GET ${BASE}/transaccionesPorPrestador`]: {
    params: providerPath,
    foreign: [theirPath({ query: REPORT })],
  },
  [`GET ${BASE}/autorizaciones-por-prestador`]: {
    params: providerPath,
    foreign: [theirPath({ query: REPORT })],
  },
};
