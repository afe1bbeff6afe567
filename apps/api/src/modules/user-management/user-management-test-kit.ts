import { sealUserLink, userLinkKeyBytes } from '@portal/domain/user-management';
import { DEV_USER_LINK_KEY } from '../../config.ts';

/** What the tests of this area share: the calls' paths and a link sealed as the server does. */
export const USERS = '/pre/v1/usuarios';

export const NEW_USER = {
  email: 'nueva.recepcion@prestadores.test',
  nombre: 'Sofía',
  apellido: 'Ledesma',
  tipoDocumento: 'DU',
  numeroDocumento: '38.123.456',
  sector: 2,
  rol: 2,
  modulos: ['validador-de-asociados'],
} as const;

export function changeOf(
  user: { nombre: string; apellido: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    nombre: user.nombre,
    apellido: user.apellido,
    tipoDocumento: 'DU',
    numeroDocumento: '34567890',
    sector: 2,
    rol: 2,
    modulos: ['validador-de-asociados'],
    estado: 'Activo',
    admin: false,
    ...overrides,
  };
}

export const sealFor = (providerId: number, userId: number) =>
  sealUserLink(userLinkKeyBytes(DEV_USER_LINK_KEY), providerId, userId);
