import { EXTRA_MESSAGES } from '@portal/domain/app';
import {
  WITHHOLDING_KINDS,
  WITHHOLDING_LABELS,
  formatCuit,
  type WithholdingKind,
} from '@portal/domain/payments';
import { formatCents } from '@portal/domain/settlements';
import { formatDateTime, formatNumber } from '@portal/domain/format';
import type { LiveSession } from '../../access/session.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { renderSimplePdf } from '../../lib/pdf.ts';
import { toInvoiceDto, toPaymentDto } from './payment-dtos.ts';
import { findPayment, findPaymentInvoices, findProviderHeader } from './payments.repository.ts';
import type { PaymentsDeps } from './payments.service.ts';
import { findReceiptFile } from './receipts.repository.ts';

const notFound = () => new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');

/** The caller's payment and what the documents print about the provider, or a 404. */
async function paymentOf(
  deps: PaymentsDeps,
  session: LiveSession,
  params: { code: number; pago: number },
) {
  ownProvider(session.providerId, params.code);
  const [payment, provider] = await Promise.all([
    findPayment(deps.db, session.providerId, params.pago),
    findProviderHeader(deps.db, session.providerId),
  ]);
  if (!payment || !provider) throw notFound();
  return { pago: toPaymentDto(payment), provider };
}

/** GET .../pagos/{pago}/pdf: the payment order, whose invoice lines sum its gross. */
export async function paymentOrderPdf(
  deps: PaymentsDeps,
  session: LiveSession,
  params: { code: number; pago: number },
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const { pago, provider } = await paymentOf(deps, session, params);
  const lines = (await findPaymentInvoices(deps.db, pago.id)).map(toInvoiceDto);
  const pdf = await renderSimplePdf({
    title: `Orden de pago ${pago.ordenPago}`,
    subtitle: `${provider.apeRazonSocial} - CUIT ${formatCuit(provider.cuit)}`,
    sections: [
      {
        heading: 'Pago',
        rows: [
          ['Fecha de pago', pago.fecha],
          ['Medio de pago', pago.medioDesc],
        ],
      },
      {
        heading: 'Facturas pagadas',
        rows: lines.map((line) => [
          `${line.tipo} ${line.comprobante} (${line.fecha})`,
          formatCents(line.importe),
        ]),
      },
      {
        heading: 'Importes',
        rows: [
          ['Importe bruto', formatCents(pago.bruto)],
          ...WITHHOLDING_KINDS.map(
            (kind) =>
              [
                `Retención ${WITHHOLDING_LABELS[kind]}`,
                formatCents(pago.retenciones[kind]),
              ] as const,
          ),
          ['Importe neto', formatCents(pago.neto)],
        ],
      },
    ],
    footer: `Emitido el ${formatDateTime(deps.clock.now())}.`,
    createdAt: deps.clock.now(),
  });
  return { fileName: `orden-de-pago-${pago.ordenPago}.pdf`, pdf };
}

/** GET .../pagos/{pago}/certificados/{impuesto}/pdf: a payment without that withholding has none. */
export async function withholdingCertificatePdf(
  deps: PaymentsDeps,
  session: LiveSession,
  params: { code: number; pago: number; impuesto: WithholdingKind },
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const { pago, provider } = await paymentOf(deps, session, params);
  const amount = pago.retenciones[params.impuesto];
  if (amount === 0) {
    throw new HttpError(
      404,
      `El pago no tiene retención de ${WITHHOLDING_LABELS[params.impuesto]}.`,
      'NO_WITHHOLDING',
    );
  }
  const number = `${pago.ordenPago}-${params.impuesto.toUpperCase()}`;
  const pdf = await renderSimplePdf({
    title: `Certificado de retención de ${WITHHOLDING_LABELS[params.impuesto]}`,
    subtitle: `Certificado N° ${number}`,
    sections: [
      {
        heading: 'Sujeto retenido',
        rows: [
          ['Razón social', provider.apeRazonSocial],
          ['CUIT', formatCuit(provider.cuit)],
        ],
      },
      {
        heading: 'Retención',
        rows: [
          ['Orden de pago', pago.ordenPago],
          ['Fecha de pago', pago.fecha],
          ['Base imponible', formatCents(pago.bruto)],
          // Basis points of the gross, shown as the percentage the operator applied.
          ['Alícuota', `${formatNumber(Math.round((amount * 10000) / pago.bruto) / 100, 2)} %`],
          ['Importe retenido', formatCents(amount)],
        ],
      },
    ],
    footer: `Emitido el ${formatDateTime(deps.clock.now())}.`,
    createdAt: deps.clock.now(),
  });
  return { fileName: `certificado-${number}.pdf`, pdf };
}

/** GET .../facturas/{factura}/comprobantes/{comprobante}: a receipt kept with the invoice. */
export async function receiptFile(
  deps: PaymentsDeps,
  session: LiveSession,
  params: { code: number; factura: number; comprobante: number },
) {
  ownProvider(session.providerId, params.code);
  const file = await findReceiptFile(
    deps.db,
    session.providerId,
    params.factura,
    params.comprobante,
  );
  if (!file) throw notFound();
  return file;
}
