import { z } from '../zod.ts';
import { MAX_CLIENT_KEYS, parsePublicKeySet } from '@portal/domain/fhir';
import { freeText, plainText } from '../common-fields.ts';
import { FHIR_SCOPES } from './scopes.ts';

/* The clinic systems (FHIR clients) a provider's admin registers in Sistemas conectados. */

export const fhirClientMessages = {
  nameRequired: 'Ingresá un nombre para el sistema.',
  userRequired: 'Elegí el integrante del equipo con cuyos permisos actúa el sistema.',
  scopesRequired: 'Elegí al menos un permiso.',
  keyRequired: 'Pegá la clave pública del sistema (JWK o JWKS).',
} as const;

export const fhirScopeField = z.enum(FHIR_SCOPES as [string, ...string[]]);

export const fhirClientDto = z.object({
  /** The `client_id` the system puts in its assertions' iss and sub. */
  idCliente: z.string(),
  nombre: z.string(),
  /** The team member it acts as. */
  usuario: z.object({ idUsuario: z.number().int(), nombre: z.string(), email: z.string() }),
  scopes: z.array(z.string()),
  /** The registered keys' ids (kid) or types: the keys themselves are not shown again. */
  claves: z.array(z.string()),
  /** dd/mm/aaaa HH:mm. */
  creado: z.string(),
  /** dd/mm/aaaa HH:mm, or null while active. */
  revocado: z.string().nullable(),
});
export type FhirClientDto = z.infer<typeof fhirClientDto>;

export const fhirTeamMemberDto = z.object({
  idUsuario: z.number().int(),
  nombre: z.string(),
  email: z.string(),
});

export const fhirClientsResponse = z.object({
  clientes: z.array(fhirClientDto),
  /** Who a new client may act as: the provider's active users. */
  equipo: z.array(fhirTeamMemberDto),
});
export type FhirClientsResponse = z.infer<typeof fhirClientsResponse>;

/** The JWK set text is checked by the domain's rule here, so the form says what is wrong. */
const keySetText = freeText(20_000)
  .min(1, fhirClientMessages.keyRequired)
  .superRefine((text, context) => {
    if (text.trim() === '') return;
    const { problem } = parsePublicKeySet(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const newFhirClientRequest = z
  .object({
    nombre: plainText(80).trim().min(1, fhirClientMessages.nameRequired),
    idUsuario: z
      .number({ error: fhirClientMessages.userRequired })
      .int()
      .positive()
      .max(2_147_483_647),
    scopes: z
      .array(fhirScopeField)
      .min(1, fhirClientMessages.scopesRequired)
      .max(FHIR_SCOPES.length),
    jwks: keySetText,
  })
  .strict();
export type NewFhirClientRequest = z.input<typeof newFhirClientRequest>;

export const fhirClientParams = z.object({
  idCliente: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'El sistema no existe.'),
});

export const fhirClientWriteResponse = z.object({ mensaje: z.string(), cliente: fhirClientDto });

export { MAX_CLIENT_KEYS };
