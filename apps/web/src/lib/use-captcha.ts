import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { publicConfigQueryOptions } from './public-config';
import { recaptchaToken } from './recaptcha';
import { useHttp } from './session/session-context';

/**
 * The bot-check answer for a call the server guards with a captcha (login, affiliate
 * validation): undefined when the server has the captcha off; rejects when it is on but the
 * script never loaded (CaptchaNotInitializedError).
 */
export function useCaptchaToken(): (action: string) => Promise<string | undefined> {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useCallback(
    async (action) => {
      const config = await queryClient.fetchQuery(publicConfigQueryOptions(http)).catch(() => null);
      if (!config?.captcha.enabled) return undefined;
      return recaptchaToken(config.captcha.siteKey, action);
    },
    [http, queryClient],
  );
}
