import { cuitCheckDigitOk } from '@portal/domain/imports';
import { PROVIDER_TYPES } from '@portal/domain/provider';
import { z } from '../zod.ts';
import { int16Text, int32Text, integerText, plainText } from '../common-fields.ts';
import { email } from '../auth/login.ts';

/*
 * The console's providers section (docs/decisions/0061): find a provider, read its places,
 * modules, team and the team's activity, create one with its first admin, block and unblock its
 * users, and switch its modules.
 */

const instant = z.iso.datetime({ offset: true });
const providerType = z.enum(PROVIDER_TYPES);

export const providerSearchQuery = z.object({
  /** A provider code, a CUIT (with or without dashes, or its start) or words of its name. */
  q: plainText(120).optional(),
  tipo: providerType.optional(),
  /** Words of the locality's name. */
  localidad: plainText(120).optional(),
  pagina: int16Text({ min: 1 }).optional(),
});
export type ProviderSearchQuery = z.infer<typeof providerSearchQuery>;

export const providerSummary = z.object({
  codigo: z.number().int(),
  razonSocial: z.string(),
  nombre: z.string(),
  cuit: z.string(),
  tipo: providerType,
  tipoDescripcion: z.string(),
  localidad: z.string(),
  provincia: z.string(),
  /** Left out by a full register (imports): its users may not log in. */
  baja: z.boolean(),
});
export type ProviderSummary = z.infer<typeof providerSummary>;

export const providerSearchPage = z.object({
  items: z.array(providerSummary),
  total: z.number().int(),
  pagina: z.number().int(),
  paginas: z.number().int(),
});

export const providerAdminParams = z.object({ codigo: int32Text({ min: 1 }) });
export const providerAdminUserParams = providerAdminParams.extend({
  usuario: int32Text({ min: 1 }),
});

const weekdayHours = z.object({ dia: z.string(), horario: z.string() });

export const providerPlace = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  direccion: z.string(),
  localidad: z.string(),
  telefono: z.string().nullable(),
  /** Monday to Friday, the days it attends only. */
  horarios: z.array(weekdayHours),
  consultorios: z.array(z.string()),
  /** An ended place (vigencia_hasta passed) is listed, marked. */
  vigente: z.boolean(),
});

export const providerModule = z.object({
  id: z.string(),
  titulo: z.string(),
  /** Enabled for the provider's admins, who grant it to their team. */
  otorgado: z.boolean(),
});

export const providerCatalogue = z.array(z.object({ id: z.string(), titulo: z.string() }));

export const teamMemberState = z.enum(['Activo', 'Inactivo', 'Bloqueado']);

export const teamMember = z.object({
  id: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  admin: z.boolean(),
  estado: teamMemberState,
  ultimoIngreso: instant.nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const providerDetail = z.object({
  prestador: providerSummary.extend({ email: z.string() }),
  lugares: z.array(providerPlace),
  modulos: z.array(providerModule),
  equipo: z.array(teamMember),
});
export type ProviderDetail = z.infer<typeof providerDetail>;

export const providerActivityQuery = z.object({
  pagina: int16Text({ min: 1 }).optional(),
});

export const moduleIds = z
  .array(plainText(60).min(1))
  .max(80)
  .transform((ids) => [...new Set(ids)]);

const cuit = z
  .string()
  .trim()
  .transform((value) => value.replaceAll('-', ''))
  .refine(cuitCheckDigitOk, 'Ingresá un CUIT válido: 11 dígitos con su dígito verificador.');

export const createProviderRequest = z.object({
  codigo: integerText({ min: 1, max: 999_999_999 }),
  cuit,
  razonSocial: plainText(160).trim().min(1, 'Indicá la razón social o el apellido y nombre.'),
  nombre: plainText(80).trim().min(1, 'Indicá el nombre abreviado.'),
  tipo: providerType,
  email,
  localidad: int32Text({ min: 1 }),
  /** The first admin: invited by e-mail to choose a password through recovery. */
  adminEmail: email,
  modulos: moduleIds,
});
export type CreateProviderRequest = z.input<typeof createProviderRequest>;

export const providerCreated = z.object({
  prestador: providerSummary,
  /** The e-mail the invitation went to. */
  invitado: z.string(),
});

export const userBlockRequest = z.object({ bloqueado: z.boolean() });
export const providerModulesRequest = z.object({ modulos: moduleIds });
export const providerModulesResponse = z.object({ modulos: z.array(providerModule) });

export const localityQuery = z.object({
  q: plainText(60).trim().min(2, 'Escribí al menos 2 letras.'),
});
export const localityOptions = z.array(
  z.object({ id: z.number().int(), nombre: z.string(), provincia: z.string() }),
);
