import type { CallRow, Probe, RequestParts } from './call-rows.ts';

/** Rows of payments and invoices (tramitesonline/consulta-pagos-facturas). */

const BASE = '/pre/v1/prestadores/:code';
const providerPath: CallRow['params'] = ({ me }) => ({ code: me.providerId });

/** The interior's provider code in the path, the rest of the request as given. */
const theirPath = (
  extra: Omit<RequestParts, 'params'> & { params?: Record<string, string | number> } = {},
): Probe => ({
  story: "the interior's provider path",
  request: ({ them }) => ({ ...extra, params: { code: them.providerId, ...extra.params } }),
});

export const PAYMENT_ROWS: Record<string, CallRow> = {
  [`GET ${BASE}/cuit/:cuit/pagos`]: {
    params: ({ me }) => ({ code: me.providerId, cuit: me.cuit }),
    foreign: [
      {
        story: "the interior's provider path and CUIT",
        request: ({ them }) => ({ params: { code: them.providerId, cuit: them.cuit } }),
      },
      {
        story: "the interior's CUIT under the caller's path",
        request: ({ me, them }) => ({ params: { code: me.providerId, cuit: them.cuit } }),
      },
    ],
  },
  [`GET ${BASE}/pagos/:pago`]: {
    params: ({ me }) => ({ code: me.providerId, pago: me.payment }),
    foreign: [
      {
        story: "the interior's payment under the caller's path",
        request: ({ me, them }) => ({ params: { code: me.providerId, pago: them.payment } }),
      },
      {
        story: "the interior's provider path and payment",
        request: ({ them }) => ({ params: { code: them.providerId, pago: them.payment } }),
      },
    ],
  },
  [`GET ${BASE}/facturas`]: {
    params: providerPath,
    foreign: [theirPath({ query: {} })],
  },
  [`PUT ${BASE}/facturas/leidas`]: {
    params: providerPath,
    foreign: [
      {
        story: "the interior's invoice under the caller's path",
        request: ({ me, them }) => ({
          params: { code: me.providerId },
          body: { ids: [them.invoice] },
        }),
      },
      {
        story: "the interior's provider path and invoice",
        request: ({ them }) => ({
          params: { code: them.providerId },
          body: { ids: [them.invoice] },
        }),
      },
    ],
  },
};
