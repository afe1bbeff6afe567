import type { InvoiceDto, PaymentDto } from '@portal/contracts';
import {
  INVOICE_STATE_LABELS,
  PAYMENT_METHOD_LABELS,
  formatInvoiceNumber,
  withholdingTotal,
} from '@portal/domain/payments';
import type { InvoiceRow, PaymentRow } from './payments.repository.ts';

/** YYYY-MM-DD (the column) → dd/mm/aaaa (what the user reads). */
export const typedDayOf = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function toPaymentDto(row: PaymentRow): PaymentDto {
  const retenciones = { iibb: row.iibbCents, ganancias: row.gananciasCents, iva: row.ivaCents };
  return {
    id: row.id,
    fecha: typedDayOf(row.fecha),
    ordenPago: row.ordenPago,
    medio: row.medio,
    medioDesc: PAYMENT_METHOD_LABELS[row.medio],
    bruto: row.brutoCents,
    retenciones,
    totalRetenciones: withholdingTotal(retenciones),
    neto: row.netoCents,
    facturas: row.facturas,
  };
}

export function toInvoiceDto(row: InvoiceRow): InvoiceDto {
  return {
    id: row.id,
    comprobante: formatInvoiceNumber(row.puntoVenta, row.numero),
    tipo: row.tipo,
    fecha: typedDayOf(row.fecha),
    periodo: `${row.periodo.slice(5, 7)}/${row.periodo.slice(0, 4)}`,
    importe: row.importeCents,
    estado: row.estado,
    estadoDesc: INVOICE_STATE_LABELS[row.estado],
    leida: row.leida,
    recibos: row.recibos,
    consultorio: row.consultorio,
  };
}
