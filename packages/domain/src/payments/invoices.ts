import {
  attachmentContentTypes,
  attachmentTypesText,
  type AttachmentKind,
} from '../support-cases/attachments.ts';

/**
 * The four states of spec §3 an invoice is listed under, in the order of the tabs.
 * ultimasFacturas is not a state of its own: it is the latest invoices, whatever their state.
 */
export const INVOICE_TABS = [
  'ultimasFacturas',
  'pendienteLiquidacion',
  'enLiquidacion',
  'presentadas',
] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

/** Where an invoice is in the insurer's process; 'presentada' first, 'pagada' once settled. */
export const INVOICE_STATES = ['presentada', 'pendiente', 'enLiquidacion', 'liquidada'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const INVOICE_TAB_LABELS: Readonly<Record<InvoiceTab, string>> = {
  ultimasFacturas: 'Últimas facturas',
  pendienteLiquidacion: 'Pendientes de liquidación',
  enLiquidacion: 'En liquidación',
  presentadas: 'Presentadas',
};

export const INVOICE_STATE_LABELS: Readonly<Record<InvoiceState, string>> = {
  presentada: 'Presentada',
  pendiente: 'Pendiente de liquidación',
  enLiquidacion: 'En liquidación',
  liquidada: 'Liquidada',
};

/** How many days back the "últimas facturas" tab reaches. */
export const LATEST_INVOICES_DAYS = 60;

/** The states a tab lists; null for ultimasFacturas (any state, the latest by date). */
export function statesOfTab(tab: InvoiceTab): readonly InvoiceState[] | null {
  switch (tab) {
    case 'ultimasFacturas':
      return null;
    case 'pendienteLiquidacion':
      return ['pendiente'];
    case 'enLiquidacion':
      return ['enLiquidacion'];
    case 'presentadas':
      return ['presentada'];
  }
}

/** A receipt may be attached while the insurer has not settled the invoice yet. */
export function acceptsReceipt(state: InvoiceState): boolean {
  return state !== 'liquidada';
}

/** Invoice numbers as printed: point of sale and number, 0001-00001234. */
export function formatInvoiceNumber(puntoVenta: number, numero: number): string {
  return `${String(puntoVenta).padStart(4, '0')}-${String(numero).padStart(8, '0')}`;
}

/**
 * A receipt is a PDF or a picture of the paper, recognised by its content as the support centre
 * checks files. The one rule: the picker's accept list, its text, the refusal and the API's
 * check all come from these kinds.
 */
export const RECEIPT_KINDS: readonly AttachmentKind[] = ['pdf', 'jpeg', 'png'];
export const RECEIPT_CONTENT_TYPES = attachmentContentTypes(RECEIPT_KINDS);
/** Receipts one invoice keeps at most. */
export const RECEIPTS_PER_INVOICE = 10;

export const RECEIPT_MESSAGES = {
  notPdfOrImage: `El comprobante debe ser un archivo ${attachmentTypesText(RECEIPT_KINDS, 'o')}.`,
  settled: 'La factura ya fue liquidada: no admite comprobantes.',
  tooMany: `La factura ya tiene ${RECEIPTS_PER_INVOICE} comprobantes adjuntos.`,
  saved: 'El comprobante quedó adjuntado a la factura.',
} as const;
