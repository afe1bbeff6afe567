import { z } from '../zod.ts';
import {
  INVOICE_STATES,
  INVOICE_TABS,
  PAYMENT_METHODS,
  PAYMENTS_MESSAGES,
  WITHHOLDING_KINDS,
} from '@portal/domain/payments';
import { freeText, integerText, numericId, plainText, serverDay } from '../common-fields.ts';
import { rudiFile } from '../support-cases/writes.ts';

/*
 * Payments and invoices (tramitesonline/consulta-pagos-facturas). Every amount is an integer
 * number of cents: the web shows it with the domain's formatCents, never sums floats.
 */
const cents = z.number().int().meta({ description: 'Integer cents of ARS' });

/** A provider code in the path: the caller's own, or a 404. */
const providerCodeParams = z.object({ code: numericId });
/** Path params of the calls under prestadores/{code}. */
export const paymentsProviderParams = providerCodeParams;

/** GET /pre/v1/prestadores/{code}/cuit/{cuit}/pagos (spec §7). */
export const paymentsByCuitParams = providerCodeParams.extend({
  cuit: plainText(11).regex(/^\d{11}$/, PAYMENTS_MESSAGES.foreignCuit),
});

export const paymentsQuery = z.object({
  /** YYYYMMDD, both inclusive; by default the last year. */
  desde: serverDay.optional(),
  hasta: serverDay.optional(),
});
export type PaymentsQuery = z.input<typeof paymentsQuery>;

export const withholdingsDto = z.object({ iibb: cents, ganancias: cents, iva: cents });

export const paymentDto = z.object({
  id: z.number().int(),
  /** dd/mm/aaaa */
  fecha: z.string(),
  ordenPago: z.string(),
  medio: z.enum(PAYMENT_METHODS),
  medioDesc: z.string(),
  bruto: cents,
  retenciones: withholdingsDto,
  totalRetenciones: cents,
  neto: cents,
  /** How many invoices the payment settles. */
  facturas: z.number().int(),
});
export type PaymentDto = z.infer<typeof paymentDto>;

export const paymentsResponse = z.object({
  cuit: z.string(),
  desde: z.string(),
  hasta: z.string(),
  pagos: z.array(paymentDto),
  /** The sums of the listed payments' figures. */
  totales: z.object({ bruto: cents, retenciones: withholdingsDto, neto: cents }),
});
export type PaymentsResponse = z.infer<typeof paymentsResponse>;

export const paymentParams = providerCodeParams.extend({ pago: numericId });

/** The operation detail: the payment and the invoices it paid, whose amounts sum its gross. */
export const paymentDetailResponse = z.object({
  pago: paymentDto,
  lineas: z.array(
    z.object({
      facturaId: z.number().int(),
      comprobante: z.string(),
      tipo: z.string(),
      fecha: z.string(),
      importe: cents,
    }),
  ),
});
export type PaymentDetailResponse = z.infer<typeof paymentDetailResponse>;

export const INVOICES_PAGE = { defaultSize: 20, maxSize: 100, maxPage: 10_000 } as const;

export const invoicesQuery = z.object({
  estado: z.enum(INVOICE_TABS).default('ultimasFacturas'),
  pagina: integerText({
    min: 1,
    max: INVOICES_PAGE.maxPage,
    message: 'La página debe ser un número entero.',
    tooSmall: 'La página empieza en 1.',
    tooBig: `La página va hasta ${INVOICES_PAGE.maxPage}.`,
  }).default(1),
  cantidad: integerText({
    min: 1,
    max: INVOICES_PAGE.maxSize,
    message: 'La cantidad debe ser un número entero.',
    tooSmall: 'La cantidad debe ser al menos 1.',
    tooBig: `Como máximo ${INVOICES_PAGE.maxSize} facturas por página.`,
  }).default(INVOICES_PAGE.defaultSize),
});
export type InvoicesQuery = z.input<typeof invoicesQuery>;
export type InvoicesQueryValues = z.output<typeof invoicesQuery>;

export const invoiceDto = z.object({
  id: z.number().int(),
  /** Point of sale and number, 0001-00001234. */
  comprobante: z.string(),
  tipo: z.string(),
  /** dd/mm/aaaa */
  fecha: z.string(),
  /** mm/aaaa: the period of the services invoiced. */
  periodo: z.string(),
  importe: cents,
  estado: z.enum(INVOICE_STATES),
  estadoDesc: z.string(),
  leida: z.boolean(),
  /** Receipts the provider attached. */
  recibos: z.number().int(),
  consultorio: z.string(),
});
export type InvoiceDto = z.infer<typeof invoiceDto>;

export const invoicesResponse = z.object({
  estado: z.enum(INVOICE_TABS),
  pagina: z.number().int(),
  cantidad: z.number().int(),
  total: z.number().int(),
  /** Each tab's count, for the tab labels. */
  contadores: z.object(
    Object.fromEntries(INVOICE_TABS.map((tab) => [tab, z.number().int()])) as Record<
      (typeof INVOICE_TABS)[number],
      z.ZodNumber
    >,
  ),
  /** Invoices not yet opened by the provider. */
  noLeidas: z.number().int(),
  facturas: z.array(invoiceDto),
});
export type InvoicesResponse = z.infer<typeof invoicesResponse>;

/** PUT .../facturas/leidas (invoices/read): marks the caller's invoices as read. */
export const invoicesReadRequest = z.object({
  ids: z
    .array(numericId)
    .min(1, 'Elegí al menos una factura.')
    .max(100, 'Como máximo 100 facturas a la vez.'),
});
export type InvoicesReadRequest = z.input<typeof invoicesReadRequest>;
export const invoicesReadResponse = z.object({ leidas: z.number().int() });

export const invoiceParams = paymentsProviderParams.extend({ factura: numericId });

/** POST .../facturas/{factura}/comprobantes: one to three receipts (PDF, JPG or PNG). */
export const receiptRequest = z.object({
  rudiFiles: z
    .array(rudiFile)
    .min(1, 'Elegí el comprobante a adjuntar.')
    .max(3, 'Como máximo 3 comprobantes a la vez.'),
});
export type ReceiptRequest = z.input<typeof receiptRequest>;

export const receiptResponse = z.object({
  mensaje: z.string(),
  factura: invoiceDto,
  comprobantes: z.array(
    z.object({ id: z.number().int(), fileName: z.string(), fecha: z.string() }),
  ),
});
export type ReceiptResponse = z.infer<typeof receiptResponse>;

/** GET .../pagos/{pago}/certificados/{impuesto}/pdf: one withholding certificate. */
export const certificateParams = paymentParams.extend({
  impuesto: z.enum(WITHHOLDING_KINDS, { error: 'El impuesto es iibb, ganancias o iva.' }),
});

export const receiptFileParams = invoiceParams.extend({ comprobante: numericId });

/** GET .../consultorios: each consulting room with what was invoiced and paid in the last year. */
export const consultingRoomsResponse = z.object({
  desde: z.string(),
  hasta: z.string(),
  consultorios: z.array(
    z.object({
      id: z.number().int(),
      descripcion: z.string(),
      direccion: z.string(),
      vigente: z.boolean(),
      facturas: z.number().int(),
      facturado: cents,
      pagado: cents,
      /** Invoiced and not paid yet: facturado − pagado. */
      pendiente: cents,
    }),
  ),
  totales: z.object({ facturado: cents, pagado: cents, pendiente: cents }),
});
export type ConsultingRoomsResponse = z.infer<typeof consultingRoomsResponse>;

/**
 * GET .../datos-impositivos: the provider's tax data and its payment channel flags, or, while the
 * insurer has not loaded them (`cargados: false`), only the provider's CUIT and name: a provider
 * without tax data is an ordinary state, not a missing resource.
 */
const loadedTaxData = z.object({
  cargados: z.literal(true),
  cuit: z.string(),
  razonSocial: z.string(),
  condicionIva: z.string(),
  ingresosBrutos: z.object({ numero: z.string(), condicion: z.string() }),
  exenciones: z.object({ iibb: z.boolean(), ganancias: z.boolean(), iva: z.boolean() }),
  convenio: z.object({ habilitado: z.boolean() }),
  canalElectronico: z.object({ habilitado: z.boolean() }),
});
const missingTaxData = z.object({
  cargados: z.literal(false),
  cuit: z.string(),
  razonSocial: z.string(),
});
export const taxDataResponse = z.discriminatedUnion('cargados', [loadedTaxData, missingTaxData]);
export type TaxDataResponse = z.infer<typeof taxDataResponse>;
export type LoadedTaxData = z.infer<typeof loadedTaxData>;

/** PUT .../canal-electronico: the provider turns the electronic payment channel on or off. */
export const channelRequest = z.object({
  habilitado: z.boolean({ error: 'Indicá si el canal electrónico queda habilitado.' }),
});
export const channelResponse = z.object({ habilitado: z.boolean() });

/** pagos-facturas motivos, estados, empresas: one shape for the three lists. */
export const inquiryOptionsResponse = z.array(
  z.object({ id: z.number().int(), descripcion: z.string() }),
);

/** POST .../llamado: an inquiry about one of the provider's payments. */
export const inquiryRequest = z.object({
  pago: numericId,
  motivo: integerText({ min: 1, max: 99, message: 'Elegí un motivo de la lista.' }),
  empresa: integerText({ min: 1, max: 99, message: 'Elegí una empresa de la lista.' }),
  observacion: freeText(1000).optional(),
});
export type InquiryRequest = z.input<typeof inquiryRequest>;

export const inquiryDto = z.object({
  id: z.number().int(),
  ordenPago: z.string(),
  motivo: z.number().int(),
  motivoDesc: z.string(),
  empresa: z.number().int(),
  empresaDesc: z.string(),
  estado: z.number().int(),
  estadoDesc: z.string(),
  observacion: z.string().nullable(),
  /** dd/mm/aaaa HH:mm */
  alta: z.string(),
  actualizado: z.string(),
  /** The insurer's answer (docs/decisions/0060), null until answered. */
  respuesta: z.string().nullable(),
  /** When it was answered, dd/mm/aaaa HH:mm; null until answered. */
  respondida: z.string().nullable(),
});
export type InquiryDto = z.infer<typeof inquiryDto>;
export const inquiriesResponse = z.object({ llamados: z.array(inquiryDto) });
export type InquiriesResponse = z.infer<typeof inquiriesResponse>;

/**
 * GET /pre/v1/pagos-facturas/eventos, the data of a `consulta` event: the insurer answered one of
 * the provider's inquiries (docs/decisions/0071). Ids only: Mis consultas reads the rest again.
 */
export const inquiryLiveEvent = z.object({ id: z.number().int(), estado: z.number().int() });
export type InquiryLiveEvent = z.infer<typeof inquiryLiveEvent>;
