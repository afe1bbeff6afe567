import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { plainText } from '../common-fields.ts';
import { LIMITS } from '@portal/domain/write-limits';

/*
 * Telemedicine (doc-24, spec §7 Others 'Telemedicine session'): a user with the telemedicine
 * permission opens a session; the answer is a signed launch link, minutes long, to the service
 * the server is configured with, or to the portal's own waiting room when none is.
 */
const tag = 'medical-attention';

export const telemedicineSessionResponse = z.object({
  sesion: z.uuid(),
  /** The external service's URL, or the waiting room's path under /prestadores. */
  url: z.string(),
  externo: z.boolean(),
  /** ISO instant the link stops working. */
  expira: z.string(),
});
export type TelemedicineSessionResponse = z.infer<typeof telemedicineSessionResponse>;

export const waitingRoomParams = z.object({ sesion: z.uuid({ error: 'La sesión no existe.' }) });
export const waitingRoomQuery = z.object({
  expira: plainText(20).regex(/^\d+$/, 'El enlace no es válido.'),
  firma: plainText(100),
});
export const waitingRoomResponse = z.object({
  sesion: z.uuid(),
  prestador: z.string(),
  expira: z.string(),
  /** Opened before (a reload of the room), or now for the first time. */
  primeraVez: z.boolean(),
});
export type WaitingRoomResponse = z.infer<typeof waitingRoomResponse>;

export const openTelemedicineCall = defineCall({
  method: 'POST',
  path: '/pre/v1/telemedicina/sesiones',
  tag,
  summary: 'Open a telemedicine session: a record and a signed, short-lived launch link',
  access: 'session',
  limit: LIMITS.filing,
  status: 201,
  response: telemedicineSessionResponse,
});

export const waitingRoomCall = defineCall({
  method: 'GET',
  path: '/pre/v1/telemedicina/sesiones/:sesion',
  tag,
  summary: 'The portal’s waiting room checks its launch link (when no service is configured)',
  access: 'session',
  params: waitingRoomParams,
  query: waitingRoomQuery,
  response: waitingRoomResponse,
});
