import type {
  UserDetailDto,
  UserOptionsResponse,
  UserSummaryDto,
  UsersQuery,
} from '@portal/contracts';
import {
  USER_DOCUMENT_TYPES,
  USER_ROLES,
  USER_SECTORS,
  grantableModules,
  groupModulesLikeMenu,
  managementRefusal,
  type UserDocumentType,
} from '@portal/domain/user-management';
import { formatDateTime } from '@portal/domain/format';
import type { FastifyBaseLogger } from 'fastify';
import type { GuardCache } from '../../access/guard-cache.ts';
import type { LiveSession } from '../../access/session.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import type { LiveEventBus } from '../../lib/live-events.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { UserLinks } from './link.ts';
import {
  findAdminModules,
  findCatalogue,
  findEnabledModules,
  findTeam,
  type TeamRow,
} from './users.repository.ts';

export interface UserManagementDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  guardCache: GuardCache;
  events: LiveEventBus;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface UserManagementContext extends UserManagementDeps {
  links: UserLinks;
}

/** Spec §6: only the provider's admin manages users, whatever modules the session has. */
export function requireAdmin(session: LiveSession): void {
  const refusal = managementRefusal({ userId: session.userId, admin: session.admin });
  if (refusal) throw new HttpError(403, refusal, 'FORBIDDEN');
}

const describe = (list: readonly { id: number; descripcion: string }[], id: number | null) =>
  list.find((entry) => entry.id === id)?.descripcion ?? null;

export async function toSummary(
  deps: UserManagementContext,
  session: LiveSession,
  row: TeamRow,
): Promise<UserSummaryDto> {
  return {
    idUsuario: row.id,
    encryp: await deps.links.seal(session.providerId, row.id),
    email: row.email,
    nombre: row.nombre,
    apellido: row.apellido,
    sector: describe(USER_SECTORS, row.sector),
    rol: describe(USER_ROLES, row.rol),
    admin: row.admin,
    estado: row.disabledAt ? 'Inactivo' : 'Activo',
    ultimoIngreso: row.lastLogin ? formatDateTime(row.lastLogin) : null,
    esUsted: row.id === session.userId,
  };
}

/** GET usuarios/obtener_listado */
export async function listUsers(
  deps: UserManagementContext,
  session: LiveSession,
  query: Omit<UsersQuery, 'sector' | 'rol'> & {
    sector?: number | undefined;
    rol?: number | undefined;
  },
) {
  requireAdmin(session);
  const rows = await findTeam(deps.db, session.providerId, {
    q: query.q,
    sector: query.sector,
    rol: query.rol,
    active: query.estado === undefined ? undefined : query.estado === 'Activo',
  });
  return { usuarios: await Promise.all(rows.map((row) => toSummary(deps, session, row))) };
}

/** The modules this provider may grant, with their catalogue titles. */
export async function grantableCatalogue(db: Db, providerId: number) {
  const grantable = grantableModules(await findAdminModules(db, providerId));
  const catalogue = await findCatalogue(db);
  return { grantable, entries: catalogue.filter((entry) => grantable.has(entry.id)) };
}

/** GET usuarios/opciones */
export async function userOptions(
  deps: UserManagementContext,
  session: LiveSession,
): Promise<UserOptionsResponse> {
  requireAdmin(session);
  const { entries } = await grantableCatalogue(deps.db, session.providerId);
  return {
    sectores: USER_SECTORS.map(({ id, descripcion }) => ({ id, descripcion })),
    roles: USER_ROLES.map(({ id, descripcion }) => ({ id, descripcion })),
    tiposDocumento: USER_DOCUMENT_TYPES.map(({ id, descripcion }) => ({ id, descripcion })),
    modulos: groupModulesLikeMenu(entries),
  };
}

export const USER_NOT_FOUND = 'El usuario no existe o fue eliminado.';

/** One user of the caller's team by its sealed link, or the decrypt 404. */
export async function findLinkedUser(
  deps: UserManagementContext,
  session: LiveSession,
  idUsuario: number,
  encryp: string,
): Promise<TeamRow> {
  await deps.links.check(session.providerId, idUsuario, encryp);
  const [row] = await findTeam(deps.db, session.providerId, {}, idUsuario);
  if (!row) throw new HttpError(404, USER_NOT_FOUND, 'NOT_FOUND');
  return row;
}

/** GET usuarios/{idUsuario}/{encryp} */
export async function userDetail(
  deps: UserManagementContext,
  session: LiveSession,
  idUsuario: number,
  encryp: string,
): Promise<UserDetailDto> {
  requireAdmin(session);
  const row = await findLinkedUser(deps, session, idUsuario, encryp);
  return {
    ...(await toSummary(deps, session, row)),
    sectorId: row.sector,
    rolId: row.rol,
    tipoDocumento: (row.tipoDocumento as UserDocumentType | null) ?? null,
    numeroDocumento: row.numeroDocumento,
    modulos: await findEnabledModules(deps.db, row.id),
  };
}
