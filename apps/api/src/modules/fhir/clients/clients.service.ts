import { randomBytes } from 'node:crypto';
import { importJWK } from 'jose';
import type { FhirClientDto, FhirClientsResponse, NewFhirClientRequest } from '@portal/contracts';
import { formatDateTime } from '@portal/domain/format';
import { FHIR_KEY_MESSAGES, parsePublicKeySet } from '@portal/domain/fhir';
import { managementRefusal } from '@portal/domain/user-management';
import type { LiveSession } from '../../../access/session.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/errors.ts';
import { findTeam, forgetAccess, type AccessChangeDeps } from '../../user-management/public.ts';
import { findClients, insertClient, revokeClient, type ClientRow } from './clients.repository.ts';

export interface FhirClientsDeps extends AccessChangeDeps {
  db: Db;
  clock: Clock;
}

export const FHIR_CLIENT_MESSAGES = {
  registered: 'El sistema quedó registrado. Ya puede pedir tokens con su clave.',
  revoked: 'El acceso del sistema quedó revocado.',
  notFound: 'El sistema no existe o ya fue revocado.',
  notTeamMember: 'El usuario elegido no es un integrante activo del equipo.',
} as const;

function requireAdmin(session: LiveSession): void {
  const refusal = managementRefusal({ userId: session.userId, admin: session.admin });
  if (refusal) throw new HttpError(403, refusal, 'FORBIDDEN');
}

const keyLabel = (key: Record<string, unknown>) => {
  if (typeof key.kid === 'string') return key.kid;
  return [key.kty, key.crv].filter((part) => typeof part === 'string').join(' ');
};

function toDto(row: ClientRow): FhirClientDto {
  return {
    idCliente: row.id,
    nombre: row.name,
    usuario: {
      idUsuario: row.userId,
      nombre: `${row.userNombre} ${row.userApellido}`.trim(),
      email: row.userEmail,
    },
    scopes: row.scopes,
    claves: row.jwks.keys.map(keyLabel),
    creado: formatDateTime(row.createdAt),
    revocado: row.revokedAt ? formatDateTime(row.revokedAt) : null,
  };
}

async function activeTeam(db: Db, providerId: number) {
  const team = await findTeam(db, providerId, { active: true });
  return team.map((member) => ({
    idUsuario: member.id,
    nombre: `${member.nombre} ${member.apellido}`.trim(),
    email: member.email,
  }));
}

export async function listClients(
  deps: FhirClientsDeps,
  session: LiveSession,
): Promise<FhirClientsResponse> {
  requireAdmin(session);
  const [rows, equipo] = await Promise.all([
    findClients(deps.db, session.providerId),
    activeTeam(deps.db, session.providerId),
  ]);
  return { clientes: rows.map(toDto), equipo };
}

export async function registerClient(
  deps: FhirClientsDeps,
  session: LiveSession,
  request: NewFhirClientRequest,
) {
  requireAdmin(session);
  const parsed = parsePublicKeySet(request.jwks);
  if (!parsed.keys) throw new HttpError(400, parsed.problem, 'VALIDATION');
  // The domain checked the members; jose says whether each really is a usable key.
  for (const key of parsed.keys) {
    const alg = key.kty === 'EC' ? 'ES384' : 'RS384';
    await importJWK(key, alg).catch(() => {
      throw new HttpError(400, FHIR_KEY_MESSAGES.unsupported, 'VALIDATION');
    });
  }
  const team = await activeTeam(deps.db, session.providerId);
  if (!team.some((member) => member.idUsuario === request.idUsuario)) {
    throw new HttpError(400, FHIR_CLIENT_MESSAGES.notTeamMember, 'VALIDATION');
  }
  const id = `his-${randomBytes(12).toString('base64url')}`;
  await insertClient(deps.db, {
    id,
    providerId: session.providerId,
    userId: request.idUsuario,
    name: request.nombre,
    keys: parsed.keys,
    scopes: [...new Set(request.scopes)],
    createdAt: deps.clock.now(),
    createdBy: session.userId,
  });
  const [row] = await findClients(deps.db, session.providerId, id);
  return { mensaje: FHIR_CLIENT_MESSAGES.registered, cliente: toDto(row!) };
}

export async function revokeFhirClient(
  deps: FhirClientsDeps,
  session: LiveSession,
  clientId: string,
) {
  requireAdmin(session);
  const [client] = await findClients(deps.db, session.providerId, clientId);
  const revoked =
    client !== undefined &&
    (await revokeClient(deps.db, session.providerId, clientId, session.userId, deps.clock.now()));
  if (!revoked) throw new HttpError(404, FHIR_CLIENT_MESSAGES.notFound, 'NOT_FOUND');
  // Its tokens' sessions are revoked in the database; every process forgets its cached checks
  // of the bound user now, so no process keeps answering with one (docs/decisions/0065).
  await forgetAccess(deps, client.userId);
  const [row] = await findClients(deps.db, session.providerId, clientId);
  return { mensaje: FHIR_CLIENT_MESSAGES.revoked, cliente: toDto(row!) };
}
