import { z } from '../zod.ts';
import { TERMS_CHANNEL, TERMS_ENTITY } from '@portal/domain/auth';
import { integerText, numericId, plain, plainText } from '../common-fields.ts';

export const termsQuery = z.object({
  entidad: integerText().refine((v) => v === TERMS_ENTITY, 'entidad debe ser 2'),
  canal: integerText().refine((v) => v === TERMS_CHANNEL, 'canal debe ser 2'),
});

/** GET /pre/v1/terminos?entidad=2&canal=2 */
export const termsResponse = z.object({
  id: z.number().int(),
  version: z.string(),
  texto: z.string(),
});
export type TermsResponse = z.infer<typeof termsResponse>;

export const acceptTermsParams = z.object({
  userId: numericId,
  termsId: numericId,
});

/** POST /pre/v1/{userId}/terminos/{termsId}/aceptar?entidad=2&canal=2 */
export const acceptTermsRequest = z.object({
  dispositivo: z.object({ id: plain(z.string().min(1).max(200)), nombre: plainText(200) }),
});
export const acceptTermsResponse = z.object({ resultado: z.literal('ok') });

/** GET /pre/v1/terminos/aceptacion: the terms in force and when the caller accepted them. */
export const termsAcceptanceResponse = termsResponse.extend({
  /** dd/mm/aaaa HH:mm, null when the caller has not accepted this version. */
  aceptadoEl: z.string().nullable(),
});
export type TermsAcceptanceResponse = z.infer<typeof termsAcceptanceResponse>;
