import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import { toModelEspecifico } from '@portal/domain/provider';
import { USER_BLOCKED_MESSAGE } from '@portal/domain/provider-admin';
import type { LoginRequest, LoginResponse } from '@portal/contracts';
import { verifyCaptcha, type CaptchaVerifier } from '../../../lib/captcha.ts';
import { HttpError } from '../../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../../lib/passwords.ts';
import { openSession, type SessionDeps } from '../../session/public.ts';
import { findUserByEmail } from './auth.repository.ts';
import { beginLoginAttempt, settleLoginAttempt } from './login-throttle.ts';

export interface AuthDeps extends SessionDeps {
  captcha: CaptchaVerifier;
}

/** The spec's login error number for a refused login (§8). */
export const LOGIN_REFUSED_ERR_NUMBER = 114;

export async function login(
  deps: AuthDeps,
  input: LoginRequest,
  ip: string,
): Promise<LoginResponse> {
  await verifyCaptcha(deps.captcha, input.recaptchaResponse, ip);
  const now = deps.clock.now();
  const verdict = await beginLoginAttempt(deps.db, input.email, ip, now);
  if (verdict.blocked) {
    throw new HttpError(429, EXTRA_MESSAGES.tooManyAttempts, 'THROTTLED', {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }

  const found = await findUserByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(
    found?.user.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  const credentialsOk = found !== null && passwordOk && found.user.disabledAt === null;
  // A provider a full register left out (imports) keeps its users, who may not log in; only
  // someone who knew the password is told why. The same for a user the insurer blocked.
  const retired = credentialsOk && found.provider.fechaBaja !== null;
  const blocked = found !== null && passwordOk && found.user.blockedAt !== null;
  const allowed = credentialsOk && !retired;
  await settleLoginAttempt(deps.db, verdict.attemptId, allowed);
  if (blocked) throw new HttpError(403, USER_BLOCKED_MESSAGE, 'USER_BLOCKED');
  if (retired) throw new HttpError(403, EXTRA_MESSAGES.providerRetired, 'PROVIDER_RETIRED');
  if (!allowed) {
    throw new HttpError(401, MESSAGES.loginFailed, 'LOGIN_REFUSED', {
      errNumber: LOGIN_REFUSED_ERR_NUMBER,
    });
  }

  const { token, exp } = await openSession(deps, found.user.id, 'user');
  return { token, exp, modelEspecifico: toModelEspecifico(found.user, found.provider) };
}
