import { z } from '../zod.ts';
import { int32Text, plain } from '../common-fields.ts';
import { email, password } from './login.ts';

/** POST /pre/registracion/prestador: step 1, the provider code and CUIT match. */
export const registerProviderRequest = z.object({
  codPrestador: int32Text(),
  cuit: z
    .string()
    .trim()
    .regex(/^\d{11}$/, 'El CUIT tiene 11 dígitos, sin guiones.'),
});
export const registerProviderResponse = z.object({
  estado: z.enum(['OK', 'ERROR']),
  mensaje: z.string().optional(),
  prestador: z
    .object({ id: z.number().int(), apeRazonSocial: z.string(), tipoPrestador: z.string() })
    .optional(),
});
/** POST /pre/registracion/verificar: the e-mail is free. */
export const verifyEmailRequest = z.object({ email });
/** POST /pre/registracion/usuario: step 2, creates the provider's administrator user. */
export const registerUserRequest = registerProviderRequest.extend({
  email,
  nombre: plain(z.string().trim().min(1).max(100)),
  apellido: plain(z.string().trim().min(1).max(100)),
  password: password.pipe(z.string().min(8, 'La contraseña debe tener al menos 8 caracteres.')),
});
