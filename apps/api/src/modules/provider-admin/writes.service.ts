import type { CreateProviderRequest } from '@portal/contracts';
import {
  PROVIDER_ADMIN_MESSAGES,
  disabledAtAfterBlock,
  disabledAtAfterUnblock,
  moduleChange,
  switchableModules,
} from '@portal/domain/provider-admin';
import { grantedModules } from '@portal/domain/user-management';
import type { StaffCaller } from '../../access/staff-guard.ts';
import { sqlStateOf } from '../../db/errors.ts';
import { HttpError } from '../../lib/errors.ts';
import { inviteFirstAdmin } from '../imports/public.ts';
import { revokeUserSessions } from '../session/public.ts';
import { recordAudit } from '../staff/public.ts';
import { emailTaken, findAdminModules, findTeam, forgetAccess } from '../user-management/public.ts';
import type { ProviderAdminDeps } from './deps.ts';
import {
  findLocality,
  findProvider,
  insertProvider,
  providerExists,
} from './providers.repository.ts';
import { providerModules, providerNotFound, toSummary, toTeamMember } from './reads.service.ts';
import {
  findCatalogue,
  grantToAdmins,
  setBlock,
  teamUserIds,
  withdrawFromTeam,
} from './team.repository.ts';

type Create = Omit<CreateProviderRequest, 'codigo' | 'localidad'> & {
  codigo: number;
  localidad: number;
  cuit: string;
  modulos: string[];
};

const invalid = (path: string, message: string) =>
  new HttpError(422, message, 'INVALID_INPUT', { details: [{ path, message }] });
const codeTaken = () => new HttpError(409, PROVIDER_ADMIN_MESSAGES.codeTaken, 'PROVIDER_EXISTS');
const emailInUse = () => new HttpError(409, PROVIDER_ADMIN_MESSAGES.emailTaken, 'EMAIL_IN_USE');

/** Module ids of the request that the insurer cannot switch (unknown or always granted). */
async function checkModules(deps: Pick<ProviderAdminDeps, 'db'>, wanted: string[]) {
  const known = new Set(switchableModules(await findCatalogue(deps.db)).map((entry) => entry.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw invalid('modulos', PROVIDER_ADMIN_MESSAGES.unknownModules(unknown.join(', ')));
  }
}

/**
 * A new provider with no place yet (the register's import adds them) and its first admin,
 * invited the way the import invites: one row, its modules and the mail, in this transaction.
 */
export async function createProvider(deps: ProviderAdminDeps, caller: StaffCaller, input: Create) {
  await checkModules(deps, input.modulos);
  const locality = await findLocality(deps.db, input.localidad);
  if (!locality) throw invalid('localidad', PROVIDER_ADMIN_MESSAGES.unknownLocality);
  const now = deps.clock.now();
  await deps.db
    .transaction(async (tx) => {
      if (await providerExists(tx, input.codigo)) throw codeTaken();
      if (await emailTaken(tx, input.adminEmail)) throw emailInUse();
      await insertProvider(tx, {
        id: input.codigo,
        cuit: input.cuit,
        apeRazonSocial: input.razonSocial,
        nombreAbre: input.nombre,
        tipo: input.tipo,
        email: input.email,
        provinceId: locality.provinceId,
        localityId: locality.id,
      });
      await inviteFirstAdmin(tx, {
        codigo: input.codigo,
        adminEmail: input.adminEmail,
        nombreAbre: input.nombre,
        razonSocial: input.razonSocial,
        cuit: input.cuit,
        modulos: grantedModules(input.modulos, true),
      });
      await recordAudit(tx, now, {
        staffId: caller.staffId,
        action: 'provider.created',
        target: { kind: 'provider', id: input.codigo },
        changes: {
          cuit: input.cuit,
          tipo: input.tipo,
          adminEmail: input.adminEmail,
          modulos: input.modulos,
        },
      });
    })
    .catch((error: unknown) => {
      // Two creations of one code or e-mail at once: the second is told like the first check.
      if (sqlStateOf(error) === '23505') {
        throw String((error as Error).message).includes('email') ? emailInUse() : codeTaken();
      }
      throw error;
    });
  const created = await findProvider(deps.db, input.codigo);
  return { prestador: toSummary(created!), invitado: input.adminEmail };
}

/**
 * Blocks or unblocks a provider's user. A block revokes their sessions in its transaction and,
 * once committed, tells every process (guard caches, open event streams) at once.
 */
export async function blockProviderUser(
  deps: ProviderAdminDeps,
  caller: StaffCaller,
  target: { codigo: number; usuario: number },
  blocked: boolean,
) {
  if (!(await providerExists(deps.db, target.codigo))) throw providerNotFound();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await findTeam(tx, target.codigo, {}, target.usuario);
    if (!user) throw new HttpError(404, PROVIDER_ADMIN_MESSAGES.userNotFound, 'NOT_FOUND');
    if ((user.blockedAt !== null) === blocked) return;
    await setBlock(
      tx,
      user.id,
      blocked
        ? { disabledAt: disabledAtAfterBlock(user, now), blockedAt: now }
        : { disabledAt: disabledAtAfterUnblock(user), blockedAt: null },
    );
    if (blocked) await revokeUserSessions(tx, user.id, now);
    await recordAudit(tx, now, {
      staffId: caller.staffId,
      action: blocked ? 'provider.user-blocked' : 'provider.user-unblocked',
      target: { kind: 'provider-user', id: user.id },
      changes: { prestador: target.codigo },
    });
  });
  await forgetAccess(deps, target.usuario);
  const [after] = await findTeam(deps.db, target.codigo, {}, target.usuario);
  return toTeamMember(after!);
}

/**
 * The provider's modules from now on: the new ones enabled for its admins (who grant them to
 * their team), the dropped ones disabled for everyone of the team.
 */
export async function changeProviderModules(
  deps: ProviderAdminDeps,
  caller: StaffCaller,
  codigo: number,
  wanted: string[],
) {
  if (!(await providerExists(deps.db, codigo))) throw providerNotFound();
  await checkModules(deps, wanted);
  const now = deps.clock.now();
  const team = await deps.db.transaction(async (tx) => {
    const switchable = new Set(switchableModules(await findCatalogue(tx)).map((entry) => entry.id));
    const current = (await findAdminModules(tx, codigo)).filter((id) => switchable.has(id));
    const { granted, withdrawn } = moduleChange(current, wanted);
    if (granted.length === 0 && withdrawn.length === 0) return [];
    const userIds = await teamUserIds(tx, codigo);
    await grantToAdmins(tx, codigo, granted);
    await withdrawFromTeam(tx, userIds, withdrawn);
    await recordAudit(tx, now, {
      staffId: caller.staffId,
      action: 'provider.modules-changed',
      target: { kind: 'provider', id: codigo },
      changes: { granted, withdrawn },
    });
    return userIds;
  });
  for (const userId of team) await forgetAccess(deps, userId);
  return { modulos: await providerModules(deps.db, codigo) };
}
