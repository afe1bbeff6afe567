import type { NewUserRequest, UserChangeRequest } from '@portal/contracts';
import {
  USER_MANAGEMENT_MESSAGES,
  USER_ROLES,
  USER_SECTORS,
  changeRefusal,
  deleteRefusal,
  grantedModules,
  ungrantableModules,
} from '@portal/domain/user-management';
import type { LiveSession } from '../../access/session.ts';
import { randomToken } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { revokeUserSessions } from '../session/public.ts';
import { forgetAccess } from './access-changes.ts';
import { sendWelcome } from './welcome-mail.ts';
import {
  emailTaken,
  findTeam,
  insertModules,
  insertUser,
  lockTeam,
  markDeleted,
  setModules,
  updateUserRow,
  upsertProfile,
} from './users.repository.ts';
import {
  USER_NOT_FOUND,
  findLinkedUser,
  grantableCatalogue,
  requireAdmin,
  toSummary,
  type UserManagementContext,
} from './users.service.ts';

type Parsed<T> = T & { numeroDocumento: string; sector: number; rol: number; modulos: string[] };

const unprocessable = (path: string, message: string) =>
  new HttpError(422, message, 'INVALID_INPUT', { details: [{ path, message }] });

/** Sector, role and modules must be the lists' and the provider's (nothing written otherwise). */
async function checkChoices(
  deps: UserManagementContext,
  session: LiveSession,
  input: { sector: number; rol: number; modulos: string[] },
) {
  if (!USER_SECTORS.some((entry) => entry.id === input.sector)) {
    throw unprocessable('sector', USER_MANAGEMENT_MESSAGES.unknownSector);
  }
  if (!USER_ROLES.some((entry) => entry.id === input.rol)) {
    throw unprocessable('rol', USER_MANAGEMENT_MESSAGES.unknownRole);
  }
  const { grantable } = await grantableCatalogue(deps.db, session.providerId);
  const missing = ungrantableModules(input.modulos, grantable);
  if (missing.length > 0) {
    throw unprocessable('modulos', USER_MANAGEMENT_MESSAGES.ungrantable(missing.join(', ')));
  }
}

const emailInUse = () => new HttpError(409, USER_MANAGEMENT_MESSAGES.emailInUse, 'EMAIL_IN_USE');

/** POST usuarios: a sub-user with the chosen modules; it chooses its password by recovery. */
export async function createUser(
  deps: UserManagementContext,
  session: LiveSession,
  input: Parsed<NewUserRequest>,
) {
  requireAdmin(session);
  await checkChoices(deps, session, input);
  if (await emailTaken(deps.db, input.email)) throw emailInUse();
  // Nobody knows this password: the user sets its own through password recovery.
  const passwordHash = await hashPassword(randomToken());
  const now = deps.clock.now();
  const userId = await deps.db.transaction(async (tx) => {
    await lockTeam(tx, session.providerId);
    if (await emailTaken(tx, input.email)) throw emailInUse();
    const id = await insertUser(tx, {
      providerId: session.providerId,
      email: input.email,
      passwordHash,
      nombre: input.nombre,
      apellido: input.apellido,
      createdAt: now,
      createdByUserId: session.userId,
    });
    await upsertProfile(tx, {
      userId: id,
      sector: input.sector,
      rol: input.rol,
      tipoDocumento: input.tipoDocumento,
      numeroDocumento: input.numeroDocumento,
      updatedAt: now,
    });
    await insertModules(tx, id, grantedModules(input.modulos));
    await recordAudit(tx, deps.clock, {
      action: 'user.created',
      userId: session.userId,
      providerId: session.providerId,
      sessionId: session.id,
      details: { referencia: input.email, usuario: id },
    });
    return id;
  });
  await sendWelcome(deps, session, { email: input.email, nombre: input.nombre });
  const [row] = await findTeam(deps.db, session.providerId, {}, userId);
  return {
    mensaje: USER_MANAGEMENT_MESSAGES.created,
    usuario: await toSummary(deps, session, row!),
  };
}

/** PUT usuarios/{idUsuario}/{encryp}: applies to the user's next request (guard cache forgotten). */
export async function updateUser(
  deps: UserManagementContext,
  session: LiveSession,
  link: { idUsuario: number; encryp: string },
  input: Parsed<UserChangeRequest>,
) {
  requireAdmin(session);
  const target = await findLinkedUser(deps, session, link.idUsuario, link.encryp);
  const refusal = changeRefusal({ userId: session.userId, admin: session.admin }, target.id, {
    admin: input.admin,
    estado: input.estado,
  });
  if (refusal) throw new HttpError(403, refusal, 'FORBIDDEN');
  await checkChoices(deps, session, input);
  const now = deps.clock.now();
  const disabling = input.estado === 'Inactivo';
  await deps.db.transaction(async (tx) => {
    await lockTeam(tx, session.providerId);
    await updateUserRow(tx, target.id, {
      nombre: input.nombre,
      apellido: input.apellido,
      admin: input.admin,
      // The insurer's block is not the admin's to undo: a blocked user stays disabled.
      disabledAt:
        target.blockedAt !== null
          ? target.disabledAt
          : disabling
            ? (target.disabledAt ?? now)
            : null,
    });
    await upsertProfile(tx, {
      userId: target.id,
      sector: input.sector,
      rol: input.rol,
      tipoDocumento: input.tipoDocumento,
      numeroDocumento: input.numeroDocumento,
      updatedAt: now,
    });
    await setModules(tx, target.id, grantedModules(input.modulos, input.admin));
    if (disabling) await revokeUserSessions(tx, target.id, now);
    await recordAudit(tx, deps.clock, {
      action: 'user.updated',
      userId: session.userId,
      providerId: session.providerId,
      sessionId: session.id,
      details: { referencia: target.email, usuario: target.id },
    });
  });
  await forgetAccess(deps, target.id);
  const [row] = await findTeam(deps.db, session.providerId, {}, target.id);
  return {
    mensaje: USER_MANAGEMENT_MESSAGES.updated,
    usuario: await toSummary(deps, session, row!),
  };
}

/** DELETE usuarios/eliminar_usuario/{idUsuario}: disabled, its sessions end at once. */
export async function deleteUser(
  deps: UserManagementContext,
  session: LiveSession,
  userId: number,
) {
  const refusal = deleteRefusal({ userId: session.userId, admin: session.admin }, userId);
  if (refusal) throw new HttpError(403, refusal, 'FORBIDDEN');
  const [target] = await findTeam(deps.db, session.providerId, {}, userId);
  if (!target) throw new HttpError(404, USER_NOT_FOUND, 'NOT_FOUND');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockTeam(tx, session.providerId);
    await updateUserRow(tx, target.id, { disabledAt: target.disabledAt ?? now });
    await markDeleted(tx, target.id, now);
    await revokeUserSessions(tx, target.id, now);
    await recordAudit(tx, deps.clock, {
      action: 'user.deleted',
      userId: session.userId,
      providerId: session.providerId,
      sessionId: session.id,
      details: { referencia: target.email, usuario: target.id },
    });
  });
  await forgetAccess(deps, target.id);
  return { mensaje: USER_MANAGEMENT_MESSAGES.deleted };
}
