import { MESSAGES } from '@portal/domain/app';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export class CaptchaNotInitializedError extends Error {
  constructor() {
    super(MESSAGES.captchaNotInitialized);
    this.name = 'CaptchaNotInitializedError';
  }
}

/** Adds Google's reCAPTCHA v3 script once; the login form calls it when captcha is on. */
export function loadRecaptcha(siteKey: string): void {
  if (window.grecaptcha || document.getElementById('recaptcha-script')) return;
  const script = document.createElement('script');
  script.id = 'recaptcha-script';
  script.async = true;
  script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  document.head.append(script);
}

/** The bot-check answer sent with the login; throws when the script never initialised. */
export function recaptchaToken(siteKey: string | null, action: string): Promise<string> {
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha || !siteKey) return Promise.reject(new CaptchaNotInitializedError());
  return new Promise((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, reject);
    });
  });
}
