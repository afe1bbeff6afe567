import { z } from '../zod.ts';
import { numericId } from '../common-fields.ts';

/*
 * The logged-in home: what waits on the caller's provider and the caller's own recent
 * validations. Each tile is null when the user may not open its module (not enabled, or inactive):
 * the server decides, and a sub-user's answer carries nothing of another module.
 */

export const homeParams = z.object({ code: numericId });

/** An observed authorization request waiting in the Inbox. */
export const homeObservedRequest = z.object({
  nroAutorizacion: z.number().int(),
  /** The affiliate's name as the request was filed. */
  nombreApeAfi: z.string(),
  /** The kind's name (Práctica ambulatoria…). */
  tipo: z.string(),
  /** dd/mm/aaaa HH:mm, when the insurer observed it. */
  observadaEl: z.string(),
});

/** One of the caller's own affiliate validations. */
export const homeRecentValidation = z.object({
  /** The number as typed into the validator, in the domain's format. */
  afiliado: z.string(),
  contra: z.number().int(),
  middle: z.number().int(),
  inte: z.number().int(),
  /** The affiliate's name when the number names one; empty otherwise. */
  nombre: z.string(),
  valido: z.boolean(),
  /** dd/mm/aaaa HH:mm */
  fecha: z.string(),
});

export const homeResponse = z.object({
  casos: z.object({ esperando: z.number().int() }).nullable(),
  autorizaciones: z
    .object({ observadas: z.number().int(), items: z.array(homeObservedRequest) })
    .nullable(),
  liquidacion: z
    .object({
      ultima: z
        .object({
          expediente: z.number().int(),
          /** AAAAMM */
          periodo: z.string(),
          /** dd/mm/aaaa */
          fechaLiquidacion: z.string(),
          netoCentavos: z.number().int(),
        })
        .nullable(),
    })
    .nullable(),
  pagos: z.object({ facturasSinLeer: z.number().int() }).nullable(),
  validaciones: z.object({ recientes: z.array(homeRecentValidation) }).nullable(),
});
export type HomeResponse = z.infer<typeof homeResponse>;
export type HomeRecentValidation = z.infer<typeof homeRecentValidation>;
export type HomeObservedRequest = z.infer<typeof homeObservedRequest>;
