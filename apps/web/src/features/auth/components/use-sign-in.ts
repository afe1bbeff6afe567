import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import { USER_BLOCKED_MESSAGE } from '@portal/domain/provider-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { API_KEY } from '@/lib/api-config';
import { isApiError } from '@/lib/api-error';
import { currentDevice } from '@/lib/device';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { CaptchaNotInitializedError, recaptchaToken } from '@/lib/recaptcha';
import { sessionFromLogin } from '@/lib/session/build-session';
import { useHttp, useSessionStore } from '@/lib/session/session-context';
import type { Session } from '@/lib/session/session-types';
import { postLogin } from '../api/login';
import { postUserConfig } from '../api/user-config';

export interface Credentials {
  email: string;
  password: string;
}

class UserConfigError extends Error {}

const FORGOT_LINK = { to: '/forgot-password', label: '¿Olvidaste tu contraseña? Recuperala acá' };

/** Login, then the user-config call, then the stored session; terms come first if pending. */
export function useSignIn(onSignedIn?: () => void) {
  const http = useHttp();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: async ({ email, password }: Credentials): Promise<Session> => {
      const config = await queryClient.fetchQuery(publicConfigQueryOptions(http)).catch(() => null);
      const recaptchaResponse = config?.captcha.enabled
        ? await recaptchaToken(config.captcha.siteKey, 'login')
        : undefined;
      const login = await postLogin(http, {
        email,
        password,
        apiKey: API_KEY,
        device: currentDevice(),
        ...(recaptchaResponse === undefined ? {} : { recaptchaResponse }),
      });
      const userConfig = await postUserConfig(http, login.modelEspecifico, login.token).catch(
        () => {
          throw new UserConfigError();
        },
      );
      const session = sessionFromLogin(login, userConfig);
      await store.establish(session, { fresh: true });
      return session;
    },
    onSuccess: (session) => {
      if (!session.termsAccepted) void navigate('/terminos-y-condiciones');
      else onSignedIn?.();
    },
    onError: (error) => {
      if (error instanceof CaptchaNotInitializedError) {
        dialogs.error({ title: 'Ups', message: MESSAGES.captchaNotInitialized });
      } else if (error instanceof UserConfigError) {
        dialogs.error({ title: 'Ups!', message: MESSAGES.userInfoFailed });
      } else if (isApiError(error) && error.code === 'CAPTCHA_FAILED') {
        dialogs.error({ title: 'Ups!', message: MESSAGES.captchaFailed });
      } else if (isApiError(error) && error.code === 'PROVIDER_RETIRED') {
        // The password was right: the provider left the insurer's register, which no retry fixes.
        dialogs.error({ title: 'Ups!', message: EXTRA_MESSAGES.providerRetired });
      } else if (isApiError(error) && error.code === 'USER_BLOCKED') {
        // The insurer blocked this user: a new password would not let them in either.
        dialogs.error({ title: 'Ups!', message: USER_BLOCKED_MESSAGE });
      } else if (isApiError(error) && error.status === 429) {
        const message = error.code === 'THROTTLED' ? error.message : EXTRA_MESSAGES.tooManyAttempts;
        dialogs.error({ title: 'Ups!', message, link: FORGOT_LINK });
      } else {
        // Spec §8: any other failure is the unauthorized-login message in the Ups! dialog.
        dialogs.error({ title: 'Ups!', message: MESSAGES.loginFailed, link: FORGOT_LINK });
      }
    },
  });
}
