import { expect } from 'vitest';
import type { ActivityResponse } from '@portal/contracts';
import { sealUserLink, userLinkKeyBytes } from '@portal/domain/user-management';
import { DEV_USER_LINK_KEY } from '../../config.ts';
import type { TestApp } from '../../../test/test-app.ts';

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

/** The validator's call of demo@'s provider (100001) and Juan Pérez's validation from the web. */
export const VALIDATE = '/pre/v1/validador/100001/afiliado';
export const JUAN = {
  contra: 30000001,
  inte: 1,
  middle: 1,
  validador: 'web',
  apiKey: 'web',
  deviceid: 'vitest',
};

/** Juan Pérez validated by the session whose headers are given. */
export const validateJuan = (t: TestApp, headers: Record<string, string>) =>
  t.inject({ method: 'POST', url: VALIDATE, headers, payload: JUAN });

/** The team's activity as the admin whose headers are given reads it, filtered as given. */
export async function teamActivity(
  t: TestApp,
  admin: Record<string, string>,
  query: string,
): Promise<ActivityResponse> {
  const response = await t.inject({
    method: 'GET',
    url: `${USERS}/actividad?${query}`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityResponse>();
}
