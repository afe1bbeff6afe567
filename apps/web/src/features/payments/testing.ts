import type {
  InquiryDto,
  InvoiceDto,
  InvoicesResponse,
  PaymentDto,
  PaymentsResponse,
  TaxDataResponse,
} from '@portal/contracts';

/** The CUIT of the test session's provider (testing/factories userConfig). */
export const CUIT = '27123456780';
export const PAYMENTS = `GET /pre/v1/prestadores/100001/cuit/${CUIT}/pagos`;
export const INVOICES = 'GET /pre/v1/prestadores/100001/facturas';
export const READ = 'PUT /pre/v1/prestadores/100001/facturas/leidas';
export const INQUIRIES = 'GET /pre/v1/pagos-facturas/100001/llamados';
export const TAX_DATA = 'GET /pre/v1/prestadores/100001/datos-impositivos';

export function payment(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 7,
    fecha: '14/01/2026',
    ordenPago: 'OP-100001-202512',
    medio: 'transferencia',
    medioDesc: 'Transferencia bancaria',
    bruto: 12345678,
    retenciones: { iibb: 308642, ganancias: 246914, iva: 123457 },
    totalRetenciones: 679013,
    neto: 11666665,
    facturas: 2,
    ...overrides,
  };
}

export function paymentsReply(pagos: PaymentDto[] = [payment()]): PaymentsResponse {
  const sum = (pick: (pago: PaymentDto) => number) => pagos.reduce((t, p) => t + pick(p), 0);
  return {
    cuit: CUIT,
    desde: '20250310',
    hasta: '20260310',
    pagos,
    totales: {
      bruto: sum((p) => p.bruto),
      retenciones: {
        iibb: sum((p) => p.retenciones.iibb),
        ganancias: sum((p) => p.retenciones.ganancias),
        iva: sum((p) => p.retenciones.iva),
      },
      neto: sum((p) => p.neto),
    },
  };
}

export function invoice(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id: 31,
    comprobante: '0001-00000031',
    tipo: 'C',
    fecha: '05/02/2026',
    periodo: '01/2026',
    importe: 2500050,
    estado: 'pendiente',
    estadoDesc: 'Pendiente de liquidación',
    leida: false,
    recibos: 0,
    consultorio: 'Consultorio Palermo',
    ...overrides,
  };
}

export function invoicesReply(
  facturas: InvoiceDto[],
  overrides: Partial<InvoicesResponse> = {},
): InvoicesResponse {
  return {
    estado: 'ultimasFacturas',
    pagina: 1,
    cantidad: 20,
    total: facturas.length,
    contadores: { ultimasFacturas: 8, pendienteLiquidacion: 4, enLiquidacion: 6, presentadas: 4 },
    noLeidas: facturas.filter((f) => !f.leida).length,
    facturas,
    ...overrides,
  };
}

/** An open inquiry about payment 7 (OP-100001-202512), not answered yet. */
export function inquiry(overrides: Partial<InquiryDto> = {}): InquiryDto {
  return {
    id: 12,
    ordenPago: 'OP-100001-202512',
    motivo: 3,
    motivoDesc: 'Retenciones aplicadas',
    empresa: 1,
    empresaDesc: 'Medicina Prepaga',
    estado: 1,
    estadoDesc: 'Abierto',
    observacion: null,
    alta: '10/03/2026 10:00',
    actualizado: '10/03/2026 10:00',
    respuesta: null,
    respondida: null,
    ...overrides,
  };
}

/** The test session's provider's tax data as the insurer keeps them. */
export function taxData(overrides: Partial<TaxDataResponse> = {}): TaxDataResponse {
  return {
    cargados: true,
    cuit: CUIT,
    razonSocial: 'González',
    condicionIva: 'Responsable Inscripto',
    ingresosBrutos: { numero: '901-234567-8', condicion: 'Contribuyente local' },
    exenciones: { iibb: false, ganancias: true, iva: false },
    convenio: { habilitado: false },
    canalElectronico: { habilitado: true },
    ...overrides,
  };
}
