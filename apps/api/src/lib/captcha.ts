import { MESSAGES } from '@portal/domain/app';
import { HttpError } from './errors.ts';
import type { Config } from '../config.ts';

/** Pluggable bot check (spec §7 captcha); off by default locally. */
export interface CaptchaVerifier {
  enabled: boolean;
  verify(response: string | undefined, ip: string): Promise<boolean>;
}

/** The answer the 'test' verifier accepts; anything else fails, as a real check would. */
export const TEST_CAPTCHA_PASS = 'captcha-test-ok';

export function captchaVerifier(
  config: Pick<Config, 'captchaMode' | 'captchaSecret'>,
): CaptchaVerifier {
  switch (config.captchaMode) {
    case 'off':
      return { enabled: false, verify: () => Promise.resolve(true) };
    case 'test':
      return {
        enabled: true,
        verify: (response) => Promise.resolve(response === TEST_CAPTCHA_PASS),
      };
    case 'recaptcha':
      return {
        enabled: true,
        async verify(response, ip) {
          if (!response || !config.captchaSecret) return false;
          try {
            const body = new URLSearchParams({
              secret: config.captchaSecret,
              response,
              remoteip: ip,
            });
            const answer = await fetch('https://www.google.com/recaptcha/api/siteverify', {
              method: 'POST',
              body,
              signal: AbortSignal.timeout(5_000),
            });
            const result = (await answer.json()) as { success?: boolean };
            return result.success === true;
          } catch {
            return false;
          }
        },
      };
  }
}

/** Refuses a request whose captcha answer the verifier rejects (login, validations). */
export async function verifyCaptcha(
  captcha: CaptchaVerifier,
  response: string | undefined,
  ip: string,
) {
  if (captcha.enabled && !(await captcha.verify(response, ip))) {
    throw new HttpError(400, MESSAGES.captchaFailed, 'CAPTCHA_FAILED');
  }
}
