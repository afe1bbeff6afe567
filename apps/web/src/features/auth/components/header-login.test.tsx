import { EXTRA_MESSAGES, MESSAGES } from '@portal/domain/app';
import { USER_BLOCKED_MESSAGE } from '@portal/domain/provider-admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginResponse, userConfig } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function fillLogin(
  user: ReturnType<typeof renderApp>['user'],
  email = 'demo@prestadores.test',
  password = 'Prestador.2026',
) {
  await user.type(await screen.findByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: MESSAGES.login }));
}

describe('header login', () => {
  it('a provider who logs in sees their capitalised name in the header and the session is stored', async () => {
    const api = mockApi({
      'POST /pre/v0/auth-login': { body: loginResponse() },
      'POST /pre/v1/user-config': { body: userConfig() },
    });
    const { user } = renderApp();
    await fillLogin(user, '  Demo@Prestadores.TEST ');

    expect(await screen.findByRole('button', { name: 'María Laura González' })).toBeTruthy();
    const [login] = api.callsTo('POST /pre/v0/auth-login');
    expect(login?.body).toMatchObject({
      email: 'demo@prestadores.test',
      password: 'Prestador.2026',
    });
    const [config] = api.callsTo('POST /pre/v1/user-config');
    expect(config?.headers.get('Authorization')).toBe('Bearer token-demo');
    expect(localStorage.getItem('token')).toBe('token-demo');
    expect(localStorage.getItem('auth')).not.toContain('token-demo');
  });
});

describe('header login failures', () => {
  it('a login with no e-mail or password says so on the fields, focuses the first and calls nothing', async () => {
    const api = mockApi();
    const { user } = renderApp();
    await user.type(await screen.findByLabelText(/^E-mail/), 'demo@');
    await user.click(screen.getByRole('button', { name: MESSAGES.login }));

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ingresá un e-mail válido.')).toBeTruthy();
    const password = screen.getByLabelText(/^Contraseña/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ingresá tu contraseña.')).toBeTruthy();
    expect(api.callsTo('POST /pre/v0/auth-login')).toHaveLength(0);
  });

  it('a visitor who types a wrong password sees the Ups! dialog with a link to recover it', async () => {
    mockApi({
      'POST /pre/v0/auth-login': errorReply(401, 'Credenciales inválidas', 'LOGIN_REFUSED', {
        errNumber: 114,
      }),
    });
    const { user, location } = renderApp();
    await fillLogin(user, 'demo@prestadores.test', 'incorrecta');

    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(within(dialog).getByText(MESSAGES.loginFailed)).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: /olvidaste tu contraseña/i }));
    expect(location.pathname).toBe('/forgot-password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a visitor who tried too many times sees the server throttle message', async () => {
    const throttled = 'Demasiados intentos. Probá de nuevo en 5 minutos.';
    mockApi({
      'POST /pre/v0/auth-login': errorReply(429, throttled, 'THROTTLED', {
        retryAfterSeconds: 300,
      }),
    });
    const { user } = renderApp();
    await fillLogin(user);

    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(within(dialog).getByText(throttled)).toBeTruthy();
  });

  it('a provider the insurer deactivated is told so, with no link to recover a password', async () => {
    mockApi({
      'POST /pre/v0/auth-login': errorReply(
        403,
        EXTRA_MESSAGES.providerRetired,
        'PROVIDER_RETIRED',
      ),
    });
    const { user } = renderApp();
    await fillLogin(user);

    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(within(dialog).getByText(EXTRA_MESSAGES.providerRetired)).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: /olvidaste tu contraseña/i })).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a user the insurer blocked is told so, with no link to recover a password', async () => {
    mockApi({
      'POST /pre/v0/auth-login': errorReply(403, USER_BLOCKED_MESSAGE, 'USER_BLOCKED'),
    });
    const { user } = renderApp();
    await fillLogin(user);

    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(within(dialog).getByText(USER_BLOCKED_MESSAGE)).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: /olvidaste tu contraseña/i })).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a login whose user data cannot be read shows the user-info message and stores nothing', async () => {
    mockApi({
      'POST /pre/v0/auth-login': { body: loginResponse() },
      'POST /pre/v1/user-config': errorReply(500, 'boom'),
    });
    const { user } = renderApp();
    await fillLogin(user);

    expect(await screen.findByText(MESSAGES.userInfoFailed)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('with captcha on and no reCAPTCHA script, the visitor sees the not-initialised dialog', async () => {
    const api = mockApi({
      'GET /pre/v0/public-config': {
        body: {
          captcha: { enabled: true, siteKey: null },
          passwordRevealAutoHide: true,
          sessionWarningSeconds: 60,
          siblingSites: [],
        },
      },
    });
    const { user } = renderApp();
    await fillLogin(user);

    const dialog = await screen.findByRole('dialog', { name: 'Ups' });
    expect(within(dialog).getByText(MESSAGES.captchaNotInitialized)).toBeTruthy();
    expect(api.callsTo('POST /pre/v0/auth-login')).toHaveLength(0);
  });

  it('a captcha the server rejects shows the request-failed message', async () => {
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: () => Promise.resolve('captcha-answer'),
    };
    const api = mockApi({
      'GET /pre/v0/public-config': {
        body: {
          captcha: { enabled: true, siteKey: 'site-key' },
          passwordRevealAutoHide: true,
          sessionWarningSeconds: 60,
          siblingSites: [],
        },
      },
      'POST /pre/v0/auth-login': errorReply(400, 'captcha', 'CAPTCHA_FAILED'),
    });
    const { user } = renderApp();
    await fillLogin(user);

    expect(await screen.findByText(MESSAGES.captchaFailed)).toBeTruthy();
    expect(api.callsTo('POST /pre/v0/auth-login')[0]?.body).toMatchObject({
      recaptchaResponse: 'captcha-answer',
    });
  });
});

describe('header login after success', () => {
  it('a provider with pending terms is taken to the terms screen', async () => {
    mockApi({
      'POST /pre/v0/auth-login': { body: loginResponse() },
      'POST /pre/v1/user-config': { body: userConfig({ userHasAcceptedTerms: false }) },
      'GET /pre/v1/terminos': { body: { id: 3, version: '2.0', texto: 'Texto de los términos' } },
    });
    const { user, location } = renderApp();
    await fillLogin(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeTruthy();
    expect(location.pathname).toBe('/terminos-y-condiciones');
  });

  it('the logged-in header offers Mis datos, home and logout, which clears the session', async () => {
    const api = mockApi({
      'POST /pre/v0/auth-login': { body: loginResponse() },
      'POST /pre/v1/user-config': { body: userConfig() },
      'POST /pre/v0/auth-logout': { status: 204 },
    });
    const { user, location } = renderApp({ path: '/contacto/telefonos' });
    await fillLogin(user);

    // The header's own 'Inicio' (the public page has one in its breadcrumb too).
    await screen.findByRole('button', { name: 'María Laura González' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Inicio' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'María Laura González' }));
    expect(await screen.findByRole('menuitem', { name: MESSAGES.myData })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: MESSAGES.logout }));

    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(api.callsTo('POST /pre/v0/auth-logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
    expect(await screen.findByRole('button', { name: MESSAGES.login })).toBeTruthy();
  });
});
