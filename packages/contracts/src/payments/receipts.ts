import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { invoiceParams } from './schemas.ts';

/** GET .../facturas/{factura}/comprobantes: the receipts kept with one invoice (no contents). */
export const receiptsResponse = z.object({
  factura: z.number().int(),
  comprobantes: z.array(
    z.object({
      id: z.number().int(),
      fileName: z.string(),
      /** Bytes. */
      tamano: z.number().int(),
      /** dd/mm/aaaa HH:mm */
      fecha: z.string(),
      /** Who attached it: the user's name. */
      usuario: z.string(),
    }),
  ),
});
export type ReceiptsResponse = z.infer<typeof receiptsResponse>;

export const receiptsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/facturas/:factura/comprobantes',
  tag: 'payments',
  summary: 'The receipts kept with an invoice: name, size, date and who attached each',
  access: { module: 'consulta-de-facturas/pagos' },
  params: invoiceParams,
  response: receiptsResponse,
});
