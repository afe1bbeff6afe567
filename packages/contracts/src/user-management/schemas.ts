import { z } from '../zod.ts';
import {
  USER_DOCUMENT_TYPE_IDS,
  TEAM_ACTIVITY_ACTION_IDS,
  USER_MANAGEMENT_MESSAGES,
  USER_STATES,
  documentNumberProblem,
  normalizeDocumentNumber,
} from '@portal/domain/user-management';
import { email } from '../auth/login.ts';
import { int16Text, numericId, plainText, serverDay } from '../common-fields.ts';

/* User management (gestionusuarios, spec §2, §3 "user management", §6 admin flag). */

const reference = z.object({ id: z.number().int(), descripcion: z.string() });

/** A module key as it travels; the server judges it against what the provider has. */
const moduleId = plainText(60).min(1);

export const userSummaryDto = z.object({
  idUsuario: z.number().int(),
  /** The modificar-usuario link's sealed id (AES-256-GCM, spec §2 {encryp}). */
  encryp: z.string(),
  email: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  sector: z.string().nullable(),
  rol: z.string().nullable(),
  admin: z.boolean(),
  estado: z.enum(USER_STATES),
  /** dd/mm/aaaa HH:mm, or null when the user never logged in. */
  ultimoIngreso: z.string().nullable(),
  /** The caller itself: the list offers no delete for it. */
  esUsted: z.boolean(),
});
export type UserSummaryDto = z.infer<typeof userSummaryDto>;

/** GET usuarios/obtener_listado: search by e-mail or name, filter by sector, role and state. */
export const usersQuery = z.object({
  q: plainText(100).optional(),
  sector: int16Text({ min: 1 }).optional(),
  rol: int16Text({ min: 1 }).optional(),
  estado: z.enum(USER_STATES).optional(),
});
export type UsersQuery = z.input<typeof usersQuery>;

export const usersResponse = z.object({ usuarios: z.array(userSummaryDto) });

export const moduleGroupDto = z.object({
  id: z.string(),
  label: z.string(),
  modules: z.array(z.object({ id: z.string(), titulo: z.string() })),
});

/** The lists the forms offer: sectors, roles, document types and the grantable modules. */
export const userOptionsResponse = z.object({
  sectores: z.array(reference),
  roles: z.array(reference),
  tiposDocumento: z.array(
    z.object({ id: z.enum(USER_DOCUMENT_TYPE_IDS), descripcion: z.string() }),
  ),
  modulos: z.array(moduleGroupDto),
});
export type UserOptionsResponse = z.infer<typeof userOptionsResponse>;

const personFields = {
  nombre: plainText(100).trim().min(1, 'Ingresá el nombre.'),
  apellido: plainText(100).trim().min(1, 'Ingresá el apellido.'),
  // Text or number: the form's selects hold text; the server checks the id is on the list.
  sector: int16Text({
    message: USER_MANAGEMENT_MESSAGES.unknownSector,
    tooSmall: USER_MANAGEMENT_MESSAGES.unknownSector,
    tooBig: USER_MANAGEMENT_MESSAGES.unknownSector,
  }),
  rol: int16Text({
    message: USER_MANAGEMENT_MESSAGES.unknownRole,
    tooSmall: USER_MANAGEMENT_MESSAGES.unknownRole,
    tooBig: USER_MANAGEMENT_MESSAGES.unknownRole,
  }),
  modulos: z.array(moduleId).min(1, USER_MANAGEMENT_MESSAGES.noModules).max(40),
};

const documentFields = {
  tipoDocumento: z.enum(USER_DOCUMENT_TYPE_IDS, 'Elegí el tipo de documento.'),
  numeroDocumento: plainText(20).transform(normalizeDocumentNumber),
};

type DocumentValue = {
  tipoDocumento: (typeof USER_DOCUMENT_TYPE_IDS)[number];
  numeroDocumento: string;
};

/**
 * The document number's shape follows its type (spec §3 reference list). Judged as soon as both
 * fields are readable, even while other fields are wrong, so the form shows it with the rest.
 */
const documentFits = (value: DocumentValue) =>
  documentNumberProblem(value.tipoDocumento, value.numeroDocumento) === null;

const documentRule: NonNullable<Parameters<z.ZodType['refine']>[1]> = {
  path: ['numeroDocumento'],
  error: (issue) => {
    const value = issue.input as DocumentValue;
    return documentNumberProblem(value.tipoDocumento, value.numeroDocumento) ?? undefined;
  },
  // Only once both fields read as such; a body that is no object at all has nothing to judge.
  when: (payload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) =>
      ['tipoDocumento', 'numeroDocumento'].includes(String(issue.path?.[0])),
    ),
};

/** POST usuarios: a new sub-user. */
export const newUserRequest = z
  .object({ email, ...personFields, ...documentFields })
  .refine(documentFits, documentRule);
export type NewUserRequest = z.input<typeof newUserRequest>;

/** PUT usuarios/{idUsuario}/{encryp}: what an admin may change of a user. */
export const userChangeRequest = z
  .object({
    ...personFields,
    ...documentFields,
    estado: z.enum(USER_STATES),
    admin: z.boolean(),
  })
  .refine(documentFits, documentRule);
export type UserChangeRequest = z.input<typeof userChangeRequest>;

export const userLinkParams = z.object({
  idUsuario: numericId,
  encryp: plainText(120),
});

export const userIdParams = z.object({ idUsuario: numericId });

/** One user as the modificar-usuario form shows it (userDataById and userPermissions). */
export const userDetailDto = userSummaryDto.extend({
  sectorId: z.number().int().nullable(),
  rolId: z.number().int().nullable(),
  tipoDocumento: z.enum(USER_DOCUMENT_TYPE_IDS).nullable(),
  numeroDocumento: z.string().nullable(),
  modulos: z.array(z.string()),
});
export type UserDetailDto = z.infer<typeof userDetailDto>;

export const userWriteResponse = z.object({ mensaje: z.string(), usuario: userSummaryDto });
export const userDeleteResponse = z.object({ mensaje: z.string() });

/** GET usuarios/actividad: the team's activity, by user, action and date range, paged. */
export const activityQuery = z.object({
  usuario: numericId.optional(),
  accion: z.enum(TEAM_ACTIVITY_ACTION_IDS).optional(),
  desde: serverDay.optional(),
  hasta: serverDay.optional(),
  pagina: int16Text({ min: 1 }).default(1),
});
export type ActivityQuery = z.input<typeof activityQuery>;

export const activityRowDto = z.object({
  id: z.number().int(),
  fecha: z.string(),
  usuario: z.string(),
  email: z.string(),
  accion: z.string(),
  accionDesc: z.string(),
  detalle: z.string(),
});

export const activityResponse = z.object({
  actividad: z.array(activityRowDto),
  pagina: z.number().int(),
  paginas: z.number().int(),
  total: z.number().int(),
  acciones: z.array(z.object({ id: z.string(), descripcion: z.string() })),
});
export type ActivityResponse = z.infer<typeof activityResponse>;
