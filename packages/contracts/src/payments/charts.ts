import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { paymentsProviderParams, withholdingsDto } from './schemas.ts';

const cents = z.number().int().meta({ description: 'Integer cents of ARS' });

/**
 * GET .../pagos-graficos: the net paid in each of the last 24 months (a month without payments
 * is 0) and the withholdings of those months by kind, summed in the database.
 */
export const paymentChartsResponse = z.object({
  /** AAAAMM of the first and last month charted. */
  desde: z.string(),
  hasta: z.string(),
  meses: z.array(z.object({ periodo: z.string(), neto: cents, pagos: z.number().int() })),
  retenciones: withholdingsDto,
});
export type PaymentChartsResponse = z.infer<typeof paymentChartsResponse>;

export const paymentChartsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/pagos-graficos',
  tag: 'payments',
  summary: 'Net paid per month over the last 24 months and the withholdings by kind',
  access: { module: 'consulta-de-facturas/pagos' },
  params: paymentsProviderParams,
  response: paymentChartsResponse,
});
