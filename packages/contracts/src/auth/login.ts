import { z } from '../zod.ts';
import { PASSWORD_MAX_LENGTH } from '@portal/domain/auth';
import { plain, plainText } from '../common-fields.ts';

export const device = z.object({
  messagingid: plainText(500).optional(),
  deviceid: plain(z.string().min(1).max(200)),
  devicename: plainText(200).optional(),
  bloqueado: z.boolean().optional(),
  recordar: z.boolean().optional(),
});
export type Device = z.infer<typeof device>;

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Ingresá un e-mail válido.'));

export const password = z
  .string()
  .min(1, 'Ingresá tu contraseña.')
  .max(PASSWORD_MAX_LENGTH, `La contraseña tiene como máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

/** POST /pre/v0/auth-login */
export const loginRequest = z.object({
  email,
  password,
  apiKey: plainText(200),
  device,
  recaptchaResponse: plainText(4000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const modelEspecifico = z.object({
  codPrestador: z.number().int(),
  idUsuario: z.number().int(),
  nombrePrestador: z.string(),
  apellidoPrestador: z.string(),
  emailPrestador: z.string(),
  email: z.string(),
  admin: z.boolean(),
});
export type ModelEspecifico = z.infer<typeof modelEspecifico>;

export const loginResponse = z.object({
  token: z.string(),
  /** YYYYMMDDHHmmss */
  exp: z.string().regex(/^\d{14}$/),
  modelEspecifico,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /pre/v0/auth-refresh */
export const renewRequest = z.object({
  token: plain(z.string().min(1).max(1000)),
  apiKey: plainText(200),
  device,
});
export const renewResponse = z.object({ token: z.string(), exp: z.string().regex(/^\d{14}$/) });
export type RenewResponse = z.infer<typeof renewResponse>;
