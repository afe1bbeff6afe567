import type {
  LoginResponse,
  PublicConfig,
  UserConfigResponse,
  UserPermissionsDto,
} from '@portal/contracts';
import { formatExp } from '@portal/domain/format';
import { PERMISSION_KEYS } from '@portal/domain/access';
import type { ProviderType } from '@portal/domain/provider';
import { sessionFromLogin } from '@/lib/session/build-session';
import type { Session } from '@/lib/session/session-types';
import { saveSession } from '@/lib/session-storage';

export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    captcha: { enabled: false, siteKey: null },
    passwordRevealAutoHide: true,
    sessionWarningSeconds: 60,
    siblingSites: [{ label: 'Sitio de afiliados', url: 'https://afiliados.example.test/' }],
    ...overrides,
  };
}

/** An expiry this many milliseconds after `now`, in the spec's YYYYMMDDHHmmss. */
export function expIn(ms: number, now = new Date()): string {
  return formatExp(new Date(now.getTime() + ms));
}

export function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'token-demo',
    exp: expIn(60 * 60 * 1000),
    modelEspecifico: {
      codPrestador: 100001,
      idUsuario: 11,
      nombrePrestador: 'MARÍA LAURA',
      apellidoPrestador: 'GONZÁLEZ',
      emailPrestador: 'demo@prestadores.test',
      email: 'demo@prestadores.test',
      admin: true,
    },
    ...overrides,
  };
}

interface PermissionOptions {
  /** Keys present but not habilitado. */
  disabled?: string[];
  /** Keys present and habilitado but not active (maintenance). */
  inactive?: string[];
  cap?: boolean;
}

/** Permissions with the given keys (all the spec's keys by default) enabled and active. */
export function permissions(
  keys: readonly string[] = PERMISSION_KEYS,
  options: PermissionOptions = {},
): UserPermissionsDto {
  const all = [...new Set([...keys, ...(options.disabled ?? []), ...(options.inactive ?? [])])];
  return {
    leftNavigationAndMenuButtons: all.map((id) => ({
      id,
      habilitado: !(options.disabled ?? []).includes(id),
      active: !(options.inactive ?? []).includes(id),
    })),
    cap: { active: options.cap ?? false },
    habilitarTodo: false,
  };
}

export function userConfig(
  overrides: Partial<UserConfigResponse> = {},
  providerType: ProviderType = 'P',
): UserConfigResponse {
  const model = loginResponse().modelEspecifico;
  return {
    userDetail: {
      idUsuario: model.idUsuario,
      email: model.email,
      nombre: 'María Laura',
      apellido: 'González',
      admin: true,
      prestador: {
        id: model.codPrestador,
        cuit: '27123456780',
        apeRazonSocial: 'GONZÁLEZ MARÍA LAURA',
        nombreAbre: 'GONZALEZ ML',
        tipoPrestador: { id: providerType },
        domicilio: {
          provincia: { descripcion: 'Buenos Aires' },
          localidad: { descripcion: 'La Plata' },
        },
        modelEspecifico: model,
      },
    },
    userPermissions: permissions(),
    medicalHistoryEnable: false,
    userHasDOC24Permission: false,
    userSurveyResponse: null,
    userHasAcceptedTerms: true,
    isCircle: false,
    managementUnit: [5],
    hospitalizationInAffiliateValidation: false,
    mode: 'user',
    ...overrides,
  };
}

/** Stores a logged-in session the way a login does, for tests that start logged in. */
export async function seedSession(
  config: UserConfigResponse = userConfig(),
  login: LoginResponse = loginResponse(),
): Promise<Session> {
  const session = sessionFromLogin(login, config);
  await saveSession(session);
  return session;
}
