import { PDF, rudiFile } from '../support-cases.ts';
import type { CallRow, Probe, RequestParts } from './call-rows.ts';

/** Rows of payments and invoices (tramitesonline/consulta-pagos-facturas). */

const BASE = '/pre/v1/prestadores/:code';
const RECEIPT = rudiFile('recibo.pdf', PDF);
const INQUIRIES = '/pre/v1/pagos-facturas/:code';
const providerPath: CallRow['params'] = ({ me }) => ({ code: me.providerId });

/** The interior's provider code in the path, the rest of the request as given. */
const theirPath = (
  extra: Omit<RequestParts, 'params'> & { params?: Record<string, string | number> } = {},
): Probe => ({
  story: "the interior's provider path",
  request: ({ them }) => ({ ...extra, params: { code: them.providerId, ...extra.params } }),
});

/** A payment of the interior's, under the caller's provider path and under its own. */
const paymentProbes = (extra: Record<string, string> = {}): Probe[] => [
  {
    story: "the interior's payment under the caller's path",
    request: ({ me, them }) => ({ params: { code: me.providerId, pago: them.payment, ...extra } }),
  },
  {
    story: "the interior's provider path and payment",
    request: ({ them }) => ({ params: { code: them.providerId, pago: them.payment, ...extra } }),
  },
];

export const ROWS: Record<string, CallRow> = {
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
  [`GET ${BASE}/cuit/:cuit/pagos/csv`]: {
    params: ({ me }) => ({ code: me.providerId, cuit: me.cuit }),
    foreign: [
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
  [`POST ${BASE}/facturas/:factura/comprobantes`]: {
    params: ({ me }) => ({ code: me.providerId, factura: me.invoice }),
    foreign: [
      {
        story: "the interior's invoice under the caller's path",
        request: ({ me, them }) => ({
          params: { code: me.providerId, factura: them.invoice },
          body: { rudiFiles: [RECEIPT] },
        }),
      },
      {
        story: "the interior's provider path and invoice",
        request: ({ them }) => ({
          params: { code: them.providerId, factura: them.invoice },
          body: { rudiFiles: [RECEIPT] },
        }),
      },
    ],
  },
  [`GET ${BASE}/facturas/:factura/comprobantes`]: {
    params: ({ me }) => ({ code: me.providerId, factura: me.invoice }),
    foreign: [
      {
        story: "the interior's invoice under the caller's path",
        request: ({ me, them }) => ({ params: { code: me.providerId, factura: them.invoice } }),
      },
      {
        story: "the interior's provider path and invoice",
        request: ({ them }) => ({ params: { code: them.providerId, factura: them.invoice } }),
      },
    ],
  },
  [`GET /pre/v1/proveedores/:code/pagos/:pago/pdf`]: {
    params: ({ me }) => ({ code: me.providerId, pago: me.payment }),
    foreign: paymentProbes(),
  },
  [`GET /pre/v1/proveedores/:code/pagos/:pago/certificados/:impuesto/pdf`]: {
    params: ({ me }) => ({ code: me.providerId, pago: me.payment, impuesto: 'iibb' }),
    foreign: paymentProbes({ impuesto: 'iibb' }),
  },
  [`GET ${BASE}/facturas/:factura/comprobantes/:comprobante`]: {
    // No receipt is seeded: the caller's own cell answers 404 in its own way, never 401/403.
    params: ({ me }) => ({ code: me.providerId, factura: me.invoice, comprobante: 1 }),
    foreign: [
      {
        story: "the interior's invoice under the caller's path",
        request: ({ me, them }) => ({
          params: { code: me.providerId, factura: them.invoice, comprobante: 1 },
        }),
      },
      {
        story: "the interior's provider path and invoice",
        request: ({ them }) => ({
          params: { code: them.providerId, factura: them.invoice, comprobante: 1 },
        }),
      },
    ],
  },
  ...Object.fromEntries(
    [
      'consultorios',
      'datos-impositivos',
      'convenio/pdf',
      'descuento-cobertura/pdf',
      'pagos-graficos',
    ].map((path) => [`GET ${BASE}/${path}`, { params: providerPath, foreign: [theirPath()] }]),
  ),
  [`PUT ${BASE}/canal-electronico`]: {
    params: providerPath,
    foreign: [theirPath({ body: { habilitado: true } })],
  },
  ...Object.fromEntries(
    ['motivos', 'estados', 'empresas', 'llamados'].map((path) => [
      `GET ${INQUIRIES}/${path}`,
      { params: providerPath, foreign: [theirPath()] },
    ]),
  ),
  [`POST ${INQUIRIES}/llamado`]: {
    params: providerPath,
    foreign: [
      theirPath({ body: { pago: 1, motivo: 1, empresa: 1 } }),
      {
        story: "the interior's payment under the caller's path",
        request: ({ me, them }) => ({
          params: { code: me.providerId },
          body: { pago: them.payment, motivo: 1, empresa: 1 },
        }),
      },
    ],
  },
};
