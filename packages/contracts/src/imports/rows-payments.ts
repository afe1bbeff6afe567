import { MONEY_IMPORT_MESSAGES } from '@portal/domain/imports';
import { PAYMENT_METHODS } from '@portal/domain/payments';
import { parsePeriod, SETTLEMENT_PERIOD_MESSAGES } from '@portal/domain/settlements';
import { z } from '../zod.ts';
import { rowColumns, rowFields as f } from './row-fields.ts';

/** The invoice letters a provider issues (AFIP): A, B, C and M. */
export const INVOICE_TYPES = ['A', 'B', 'C', 'M'] as const;

/**
 * One row of the payments file: one invoice a payment paid, the payment's own columns repeated
 * on each of its invoices and refused when they disagree (docs/decisions/0051). The key is the
 * invoice: prestador + facturaTipo + puntoVenta + numero (an invoice is paid once).
 */
export const paymentImportRow = z
  .object({
    ordenPago: f.text(20),
    prestador: f.integer(1, 2_147_483_647),
    cuit: f.cuit(),
    fecha: f.day(),
    medio: f.code(PAYMENT_METHODS),
    bruto: f.cents(),
    iibb: f.cents(),
    ganancias: f.cents(),
    iva: f.cents(),
    neto: f.cents(),
    facturaTipo: f.code(INVOICE_TYPES),
    puntoVenta: f.integer(1, 32_767),
    numero: f.integer(1, 2_147_483_647),
    fechaFactura: f.day(),
    periodo: f.integer(190_001, 299_912),
    importe: f.cents(),
    lugar: f.integer(1, 2_147_483_647),
  })
  .superRefine((row, ctx) => {
    if (parsePeriod(String(row.periodo)) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['periodo'],
        message: SETTLEMENT_PERIOD_MESSAGES.invalid,
      });
    }
    if (row.importe === 0) {
      ctx.addIssue({ code: 'custom', path: ['importe'], message: MONEY_IMPORT_MESSAGES.positive });
    }
  });
export type PaymentImportRow = z.output<typeof paymentImportRow>;

export const PAYMENT_IMPORT_COLUMNS = rowColumns(paymentImportRow);

export const PAYMENT_IMPORT_COLUMN_DOCS: Record<keyof PaymentImportRow, string> = {
  ordenPago: 'Orden de pago (hasta 20 caracteres, única): igual en todas las filas del pago.',
  prestador: 'Código del prestador pagado: debe existir.',
  cuit: 'CUIT al que se pagó, 11 dígitos con o sin guiones; se controla el dígito verificador.',
  fecha: 'Fecha del pago.',
  medio: 'transferencia o cheque.',
  bruto: 'Bruto en pesos: la suma de los importes de las facturas del pago.',
  iibb: 'Retención de Ingresos Brutos en pesos (0 si no hay).',
  ganancias: 'Retención de Ganancias en pesos (0 si no hay).',
  iva: 'Retención de IVA en pesos (0 si no hay).',
  neto: 'Neto pagado en pesos: bruto − IIBB − Ganancias − IVA.',
  facturaTipo: 'Letra de la factura pagada: A, B, C o M.',
  puntoVenta: 'Punto de venta de la factura (1 a 32767).',
  numero: 'Número de la factura.',
  fechaFactura: 'Fecha de emisión de la factura.',
  periodo: 'Período facturado, AAAAMM.',
  importe: 'Importe de la factura en pesos, mayor que cero.',
  lugar: 'Código del lugar de atención (consultorio) de la factura: debe ser del prestador.',
};
