import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '@portal/contracts';
import { captchaVerifier, TEST_CAPTCHA_PASS } from '../../../lib/captcha.ts';
import { DEMO, TEXT, expectError, tableCounts } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

describe('login with the bot check on (CAPTCHA=test)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      captcha: captchaVerifier({ captchaMode: 'test', captchaSecret: undefined }),
    });
  });
  afterAll(() => t.close());

  const login = (recaptchaResponse: string | undefined, ip: string, password = 'Prestador.2026') =>
    t.inject({
      method: 'POST',
      url: '/pre/v0/auth-login',
      payload: {
        email: DEMO.demo,
        password,
        apiKey: 'web',
        device: t.device,
        ...(recaptchaResponse === undefined ? {} : { recaptchaResponse }),
      },
      remoteAddress: ip,
    });

  it('public-config tells the login form that the captcha is on', async () => {
    const response = await t.inject({ method: 'GET', url: '/pre/v0/public-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicConfig>().captcha).toEqual({ enabled: true, siteKey: null });
  });

  it('a login without recaptchaResponse is a 400 CAPTCHA_FAILED with the spec message, and writes nothing', async () => {
    const before = await tableCounts(t.db);
    expectError(await login(undefined, '10.6.0.1'), 400, 'CAPTCHA_FAILED', TEXT.captchaFailed);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('a wrong recaptchaResponse is refused the same way, even with the right password', async () => {
    const before = await tableCounts(t.db);
    expectError(
      await login('not-a-solved-captcha', '10.6.0.2'),
      400,
      'CAPTCHA_FAILED',
      TEXT.captchaFailed,
    );
    expectError(await login('', '10.6.0.2'), 400, 'CAPTCHA_FAILED', TEXT.captchaFailed);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('failed captchas do not count as failed logins: the right answer still logs in after many', async () => {
    for (let i = 0; i < 8; i++) {
      expectError(await login('robot', '10.6.0.3'), 400, 'CAPTCHA_FAILED');
    }
    const response = await login(TEST_CAPTCHA_PASS, '10.6.0.3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('token');
  });

  it('a solved captcha with a wrong password is still a refused login (114)', async () => {
    const response = await login(TEST_CAPTCHA_PASS, '10.6.0.4', 'Prestador.2025');
    expect(expectError(response, 401, 'LOGIN_REFUSED', TEXT.loginFailed).errNumber).toBe(114);
  });
});
