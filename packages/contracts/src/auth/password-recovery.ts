import { z } from '../zod.ts';
import { plain } from '../common-fields.ts';
import { email, password } from './login.ts';

/** POST /pre/olvido/validar_datos: step 1, the provider and e-mail exist together. */
export const validateProviderRequest = z.object({
  email,
  cuit: z
    .string()
    .trim()
    .regex(/^\d{11}$/, 'El CUIT tiene 11 dígitos, sin guiones.'),
});
/** POST /pre/usuarios/validar_token: step 2, a PIN may be issued; answers the server date. */
export const validateTokenRequest = z.object({ email });
export const validateTokenResponse = z.object({
  estado: z.enum(['OK', 'ERROR']),
  /** Server time (YYYYMMDDHHmmss) the PIN window starts from; the step needs it (spec §4). */
  fecha: z
    .string()
    .regex(/^\d{14}$/)
    .optional(),
  mensaje: z.string().optional(),
});
/** POST /pre/usuarios/enviar_token: step 3, mails a PIN. */
export const sendPinRequest = z.object({ email, fecha: z.string().regex(/^\d{14}$/) });
/** POST /pre/olvido/validar_pin: step 4, checks the PIN and answers a reset token. */
export const validatePinRequest = z.object({
  email,
  pin: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'El PIN tiene 6 dígitos.'),
});
export const validatePinResponse = z.object({
  estado: z.enum(['OK', 'ERROR']),
  resetToken: z.string().optional(),
  mensaje: z.string().optional(),
});
/** POST /pre/olvido/update_password: step 5. */
export const updatePasswordRequest = z.object({
  resetToken: plain(z.string().min(20).max(200)),
  password: password.pipe(z.string().min(8, 'La contraseña debe tener al menos 8 caracteres.')),
});
