import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import { formatExp, formatServerDate } from '@portal/domain/format';
import { toModelEspecifico } from '@portal/domain/provider';
import type { ExternalAuthResponse, UserConfigResponse } from '@portal/contracts';
import type { SessionMode } from '../../db/schema/session.ts';
import { sha256 } from '../../lib/crypto.ts';
import { HttpError } from '../../lib/errors.ts';
import { recordAudit } from '../../plugins/audit.ts';

import { claimExternalGrant } from './external-auth.repository.ts';
import type { LiveSession, ModuleAccess } from '../../access/session.ts';
import { extendSession, loadUserConfig, revokeSession } from './session.repository.ts';
import { openSession, type SessionDeps } from './session-tokens.ts';

export async function userConfig(
  deps: SessionDeps,
  userId: number,
  mode: SessionMode,
): Promise<UserConfigResponse> {
  const loaded = await loadUserConfig(deps.db, userId);
  if (!loaded) throw new HttpError(401, MESSAGES.userInfoFailed, 'USER_NOT_FOUND');
  const { user, provider } = loaded;
  const modelEspecifico = toModelEspecifico(user, provider);
  return {
    userDetail: {
      idUsuario: user.id,
      email: user.email,
      nombre: user.nombre,
      apellido: user.apellido,
      admin: user.admin,
      prestador: {
        id: provider.id,
        cuit: provider.cuit,
        apeRazonSocial: provider.apeRazonSocial,
        nombreAbre: provider.nombreAbre,
        tipoPrestador: { id: provider.tipo },
        domicilio: {
          provincia: { descripcion: loaded.location.provincia },
          localidad: { descripcion: loaded.location.localidad },
        },
        modelEspecifico,
      },
    },
    userPermissions: {
      leftNavigationAndMenuButtons: loaded.permissions,
      cap: { active: user.capActive },
      habilitarTodo: user.habilitarTodo,
    },
    medicalHistoryEnable: provider.medicalHistoryEnable,
    userHasDOC24Permission: user.doc24Permission,
    userSurveyResponse: user.surveyResponseAt ? formatServerDate(user.surveyResponseAt) : null,
    userHasAcceptedTerms: loaded.termsAccepted,
    isCircle: provider.isCircle,
    managementUnit: loaded.managementUnits,
    hospitalizationInAffiliateValidation: provider.hospitalizationInAffiliateValidation,
    mode,
  };
}

/** Renewal extends the same server-side session; the token must be the caller's own. */
export async function renew(deps: SessionDeps, session: LiveSession, bodyToken: string) {
  if (deps.tokens.verify(bodyToken) !== session.id) {
    throw new HttpError(401, MESSAGES.renewFailed, 'RENEW_REFUSED');
  }
  const expiresAt = new Date(deps.clock.now().getTime() + deps.sessionTtlMinutes * 60_000);
  await extendSession(deps.db, session.id, expiresAt);
  return { token: bodyToken, exp: formatExp(expiresAt) };
}

export async function logout(deps: SessionDeps, session: LiveSession) {
  await revokeSession(deps.db, session.id, deps.clock.now());
  deps.guardCache.forgetSession(session.id);
}

/** Spec §4: an impersonated or read-only session re-established from the external auth entry. */
export async function establishExternal(
  deps: SessionDeps,
  code: string,
): Promise<ExternalAuthResponse> {
  // Claiming the one-time code, opening the session and auditing it stand or fall together: a
  // failure half-way must neither burn the code nor leave an unaudited session behind.
  const { opened, config } = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx };
    const grant = await claimExternalGrant(tx, sha256(code), deps.clock.now());
    if (!grant) throw new HttpError(401, MESSAGES.impersonateFailed, 'EXTERNAL_AUTH_REFUSED');
    const opened = await openSession(txDeps, grant.userId, grant.mode, grant.operator);
    // A user disabled since the grant has no config: the whole claim is undone.
    const config = await userConfig(txDeps, grant.userId, grant.mode).catch(() => {
      throw new HttpError(401, MESSAGES.impersonateFailed, 'EXTERNAL_AUTH_REFUSED');
    });
    await recordAudit(tx, deps.clock, {
      action: 'external-session.open',
      operator: grant.operator,
      userId: grant.userId,
      providerId: config.userDetail.prestador.id,
      sessionId: opened.sessionId,
      details: { mode: grant.mode, grantId: grant.id },
    });
    return { opened, config };
  });
  return {
    statusCode: 200,
    authData: { ...config, token: opened.token, tokenExpirationDate: opened.exp },
  };
}

/** The module the guard just let through, as its catalogue has it (read with the guard). */
export function moduleStatus(access: ModuleAccess | null) {
  if (!access) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  return access.catalogue;
}
