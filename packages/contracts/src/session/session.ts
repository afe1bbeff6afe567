import { z } from '../zod.ts';
import { modelEspecifico } from '../auth/login.ts';
import { plain, plainText } from '../common-fields.ts';

export const menuPermission = z.object({
  id: z.string(),
  active: z.boolean(),
  habilitado: z.boolean(),
});

export const userPermissions = z.object({
  leftNavigationAndMenuButtons: z.array(menuPermission),
  cap: z.object({ active: z.boolean() }),
  habilitarTodo: z.boolean(),
});
export type UserPermissionsDto = z.infer<typeof userPermissions>;

/** The provider (auth) record of spec §3. */
export const providerRecord = z.object({
  id: z.number().int(),
  cuit: z.string(),
  apeRazonSocial: z.string(),
  nombreAbre: z.string(),
  tipoPrestador: z.object({ id: z.enum(['P', 'E', 'I', 'C']) }),
  domicilio: z.object({
    provincia: z.object({ descripcion: z.string() }),
    localidad: z.object({ descripcion: z.string() }),
  }),
  modelEspecifico,
});

export const userDetail = z.object({
  idUsuario: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  admin: z.boolean(),
  prestador: providerRecord,
});
export type UserDetail = z.infer<typeof userDetail>;

export const appMode = z.enum(['user', 'impersonated', 'readOnly']);

/** POST /pre/v1/user-config: the "second call" after login (spec §3). */
export const userConfigRequest = z.object({ modelEspecifico: modelEspecifico.partial() }).partial();
export const userConfigResponse = z.object({
  userDetail,
  userPermissions,
  medicalHistoryEnable: z.boolean(),
  userHasDOC24Permission: z.boolean(),
  /** Date of the last authorization-survey answer (YYYYMMDD), or null. */
  userSurveyResponse: z.string().nullable(),
  userHasAcceptedTerms: z.boolean(),
  isCircle: z.boolean(),
  managementUnit: z.array(z.number().int()),
  hospitalizationInAffiliateValidation: z.boolean(),
  mode: appMode,
});
export type UserConfigResponse = z.infer<typeof userConfigResponse>;

/** POST /pre/v0/auth-external: re-establishes an impersonated or read-only session (spec §4). */
export const externalAuthRequest = z.object({ code: plain(z.string().min(16).max(200)) });
export const externalAuthResponse = z.object({
  statusCode: z.literal(200),
  authData: userConfigResponse.omit({ mode: true }).extend({
    token: z.string(),
    tokenExpirationDate: z.string().regex(/^\d{14}$/),
    mode: appMode,
  }),
});
export type ExternalAuthResponse = z.infer<typeof externalAuthResponse>;

/** GET /pre/v1/modulos/{id}: a module's catalogue entry, used by placeholder pages. */
export const moduleStatusResponse = z.object({
  id: z.string(),
  titulo: z.string(),
  disponible: z.boolean(),
});

/** The module's permission key (the guard checks the caller's entry for it). */
export const moduleStatusParams = z.object({ id: plainText(60) });
