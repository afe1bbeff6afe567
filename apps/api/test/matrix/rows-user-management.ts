import { createCipheriv, randomBytes } from 'node:crypto';
import { userLinkKeyBytes } from '@portal/domain/user-management';
import { DEV_USER_LINK_KEY } from '../../src/config.ts';
import type { CallRow, Probe } from './call-rows.ts';

/** Rows of gestionusuarios: a user named in the path, and the links that carry its id sealed. */

const USERS = '/pre/v1/usuarios';
/** No user has this id: the cells past the guard change nobody. */
const NOBODY = 999_999;

/**
 * A modificar-usuario link as the server seals it (AES-256-GCM with the provider as additional
 * data, the dev key the tests run with), made synchronously for the rows' probes.
 */
function sealed(providerId: number, userId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', userLinkKeyBytes(DEV_USER_LINK_KEY), iv);
  cipher.setAAD(Buffer.from(`prestador:${providerId}`));
  const text = Buffer.concat([cipher.update(String(userId)), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([iv, text]).toString('base64url');
}

const linkProbes = (body?: unknown): Probe[] => [
  {
    story: "the interior's user with the interior's own link",
    request: ({ them }) => ({
      params: { idUsuario: them.userId, encryp: sealed(them.providerId, them.userId) },
      body,
    }),
    answer: {
      status: 404,
      code: 'DECRYPT_FAILED',
      why: 'a link sealed for another provider does not open: the link-not-valid answer',
    },
  },
  {
    story: "the interior's user with a link that opens for the caller",
    request: ({ me, them }) => ({
      params: { idUsuario: them.userId, encryp: sealed(me.providerId, them.userId) },
      body,
    }),
  },
];

const ownLink: CallRow['params'] = ({ me }) => ({
  idUsuario: NOBODY,
  encryp: sealed(me.providerId, NOBODY),
});

export const ROWS: Record<string, CallRow> = {
  [`GET ${USERS}/:idUsuario/:encryp`]: { params: ownLink, foreign: linkProbes() },
  [`PUT ${USERS}/:idUsuario/:encryp`]: {
    params: ownLink,
    foreign: linkProbes({
      nombre: 'Intruso',
      apellido: 'Ajeno',
      tipoDocumento: 'DU',
      numeroDocumento: '30123456',
      sector: 1,
      rol: 1,
      modulos: ['validador-de-asociados'],
      estado: 'Activo',
      admin: true,
    }),
  },
  [`DELETE ${USERS}/eliminar_usuario/:idUsuario`]: {
    params: () => ({ idUsuario: NOBODY }),
    foreign: [
      {
        story: "the interior's user",
        request: ({ them }) => ({ params: { idUsuario: them.userId } }),
      },
    ],
  },
  [`GET ${USERS}/actividad`]: {
    foreign: [
      {
        story: "the interior's user as the activity's user filter",
        request: ({ them }) => ({ query: { usuario: them.userId } }),
        answer: 'ownData',
      },
    ],
  },
};
