import type { ExternalAuthResponse, LoginResponse, UserConfigResponse } from '@portal/contracts';
import { resolveExternalSessionMode } from '@portal/domain/session';
import type { ExternalAuthEntry, Session } from './session-types';

/** The session of a default login: the login response plus the user-config answer. */
export function sessionFromLogin(login: LoginResponse, config: UserConfigResponse): Session {
  return {
    token: login.token,
    exp: login.exp,
    auth: login,
    user: {
      ...config.userDetail,
      medicalHistoryEnable: config.medicalHistoryEnable,
      mode: config.mode,
    },
    permissions: config.userPermissions,
    termsAccepted: config.userHasAcceptedTerms,
    doc24: config.userHasDOC24Permission,
    surveyResponse: config.userSurveyResponse,
    isCircle: config.isCircle,
    managementUnit: config.managementUnit,
    hospitalizationInAffiliateValidation: config.hospitalizationInAffiliateValidation,
  };
}

/**
 * The session re-established from external auth (spec §4). The server's mode wins; the entry's
 * flags only fill in when the server calls it a plain user session.
 */
export function sessionFromExternal(
  authData: ExternalAuthResponse['authData'],
  entry: ExternalAuthEntry,
): Session {
  const mode = resolveExternalSessionMode(authData.mode, entry.model);
  const auth: LoginResponse = {
    token: authData.token,
    exp: authData.tokenExpirationDate,
    modelEspecifico: authData.userDetail.prestador.modelEspecifico,
  };
  return sessionFromLogin(auth, { ...authData, mode });
}
