import { EXTRA_MESSAGES } from '@portal/domain/app';
import {
  LATEST_INVOICES_DAYS,
  WITHHOLDING_KINDS,
  addCents,
  paymentsRange,
  statesOfTab,
  type InvoiceTab,
} from '@portal/domain/payments';
import { addDays, formatServerDate, toCsv } from '@portal/domain/format';
import { centsCsv } from '@portal/domain/settlements';
import type {
  InvoicesQueryValues,
  InvoicesResponse,
  PaymentDetailResponse,
  PaymentsResponse,
} from '@portal/contracts';
import type { LiveSession } from '../../access/session.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { ownProvider } from '../../lib/ownership.ts';
import { toInvoiceDto, toPaymentDto } from './payment-dtos.ts';
import {
  invoicesPage,
  type InvoiceCounts,
  findPayment,
  findPaymentInvoices,
  findPayments,
  findProviderCuit,
  markInvoicesRead,
} from './payments.repository.ts';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
}

const notFound = () => new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');

/** An Argentine day → YYYY-MM-DD, the columns' form. */
function isoDayOf(day: Date): string {
  const text = formatServerDate(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}
const isoOfServerDay = (text: string) =>
  `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
const serverDayOfIso = (iso: string) => iso.replaceAll('-', '');

/** GET .../cuit/{cuit}/pagos: the caller's payments to its own CUIT (another CUIT is a 404). */
export async function paymentsByCuit(
  deps: PaymentsDeps,
  session: LiveSession,
  params: { code: number; cuit: string },
  query: { desde?: string | undefined; hasta?: string | undefined },
): Promise<PaymentsResponse> {
  ownProvider(session.providerId, params.code);
  const range = paymentsRange(
    {
      desde: query.desde === undefined ? undefined : isoOfServerDay(query.desde),
      hasta: query.hasta === undefined ? undefined : isoOfServerDay(query.hasta),
    },
    isoDayOf(deps.clock.now()),
  );
  if (!range.ok) throw new HttpError(400, range.message, 'INVALID_RANGE');
  const { cuit } = params;
  const rows = await findPayments(deps.db, {
    providerId: session.providerId,
    cuit,
    from: range.desde,
    to: range.hasta,
    currentCuit: true,
  });
  // No rows: none in the range, or a CUIT that is not the provider's (404).
  if (rows.length === 0 && (await findProviderCuit(deps.db, session.providerId)) !== cuit) {
    throw notFound();
  }
  const pagos = rows.map(toPaymentDto);
  const sum = (pick: (pago: (typeof pagos)[number]) => number) => addCents(pagos.map(pick));
  return {
    cuit,
    desde: serverDayOfIso(range.desde),
    hasta: serverDayOfIso(range.hasta),
    pagos,
    totales: {
      bruto: sum((pago) => pago.bruto),
      retenciones: Object.fromEntries(
        WITHHOLDING_KINDS.map((kind) => [kind, sum((pago) => pago.retenciones[kind])]),
      ) as PaymentsResponse['totales']['retenciones'],
      neto: sum((pago) => pago.neto),
    },
  };
}

/** GET .../pagos/{pago}: the operation detail, the invoices whose amounts make the gross. */
export async function paymentDetail(
  deps: PaymentsDeps,
  session: LiveSession,
  params: { code: number; pago: number },
): Promise<PaymentDetailResponse> {
  ownProvider(session.providerId, params.code);
  const payment = await findPayment(deps.db, session.providerId, params.pago);
  if (!payment) throw notFound();
  const lines = await findPaymentInvoices(deps.db, payment.id);
  return {
    pago: toPaymentDto(payment),
    lineas: lines.map((line) => {
      const invoice = toInvoiceDto(line);
      return {
        facturaId: invoice.id,
        comprobante: invoice.comprobante,
        tipo: invoice.tipo,
        fecha: invoice.fecha,
        importe: invoice.importe,
      };
    }),
  };
}

/** The counter whose filter is each tab's own. */
const TAB_COUNTS: Record<InvoiceTab, keyof InvoiceCounts> = {
  ultimasFacturas: 'latest',
  pendienteLiquidacion: 'pendiente',
  enLiquidacion: 'enLiquidacion',
  presentadas: 'presentada',
};

/** GET .../facturas: one tab's page of invoices, with every tab's count. */
export async function listInvoices(
  deps: PaymentsDeps,
  session: LiveSession,
  code: number,
  query: InvoicesQueryValues,
): Promise<InvoicesResponse> {
  ownProvider(session.providerId, code);
  const since = isoDayOf(addDays(deps.clock.now(), -LATEST_INVOICES_DAYS));
  const states = statesOfTab(query.estado);
  const { rows, counts } = await invoicesPage(
    deps.db,
    {
      providerId: session.providerId,
      states,
      ...(states === null ? { since } : {}),
      countsSince: since,
    },
    { offset: (query.pagina - 1) * query.cantidad, limit: query.cantidad },
  );
  // Each tab's filter is its counter's: the total is the counter (one statement, ADR 0074).
  const total = counts[TAB_COUNTS[query.estado]];
  return {
    estado: query.estado,
    pagina: query.pagina,
    cantidad: query.cantidad,
    total,
    contadores: {
      ultimasFacturas: counts.latest,
      pendienteLiquidacion: counts.pendiente,
      enLiquidacion: counts.enLiquidacion,
      presentadas: counts.presentada,
    },
    noLeidas: counts.unread,
    facturas: rows.map(toInvoiceDto),
  };
}

/** PUT .../facturas/leidas: another provider's ids are not found, and nothing changes. */
export async function readInvoices(
  deps: PaymentsDeps,
  session: LiveSession,
  code: number,
  ids: readonly number[],
): Promise<{ leidas: number }> {
  ownProvider(session.providerId, code);
  const unique = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    const leidas = await markInvoicesRead(tx, session.providerId, unique);
    // One id that is not the caller's undoes the whole request (the transaction rolls back).
    if (leidas !== unique.length) throw notFound();
    return { leidas };
  });
}

/** GET .../pagos/csv: the same rows and totals as the list, for a spreadsheet in es-AR. */
export async function paymentsCsv(
  deps: PaymentsDeps,
  session: LiveSession,
  params: { code: number; cuit: string },
  query: { desde?: string | undefined; hasta?: string | undefined },
): Promise<{ fileName: string; csv: string }> {
  const list = await paymentsByCuit(deps, session, params, query);
  const amounts = (pago: {
    bruto: number;
    retenciones: PaymentsResponse['totales']['retenciones'];
    neto: number;
  }) => [
    centsCsv(pago.bruto),
    centsCsv(pago.retenciones.iibb),
    centsCsv(pago.retenciones.ganancias),
    centsCsv(pago.retenciones.iva),
    centsCsv(pago.neto),
  ];
  const csv = toCsv(
    [
      'Fecha',
      'Orden de pago',
      'Medio de pago',
      'Importe bruto',
      'Retención IIBB',
      'Retención Ganancias',
      'Retención IVA',
      'Importe neto',
    ],
    [
      ...list.pagos.map((pago) => [pago.fecha, pago.ordenPago, pago.medioDesc, ...amounts(pago)]),
      ['Totales', '', '', ...amounts(list.totales)],
    ],
  );
  return { fileName: `pagos-${list.cuit}-${list.desde}-${list.hasta}.csv`, csv };
}
