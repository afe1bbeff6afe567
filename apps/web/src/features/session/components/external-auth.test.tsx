import { MESSAGES } from '@portal/domain/app';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expIn, userConfig } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function externalParam(entry: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(entry));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const CODE = 'codigo-externo-1234567890';

function authData(mode: 'user' | 'impersonated' | 'readOnly') {
  return {
    statusCode: 200,
    authData: {
      ...userConfig(),
      token: 'token-externo',
      tokenExpirationDate: expIn(3_600_000),
      mode,
    },
  };
}

describe('external auth (impersonated and read-only sessions)', () => {
  it('an impersonation link opens the session, shows the banner and cleans the address', async () => {
    const api = mockApi({ 'POST /pre/v0/auth-external': { body: authData('impersonated') } });
    const param = externalParam({ code: CODE, exp: expIn(60_000), model: { impersonado: true } });
    const { location } = renderApp({ path: `/tramitesonline/censos?externalAuth=${param}&x=1` });

    expect(await screen.findByText('Sesión impersonada')).toBeTruthy();
    // Once, even under StrictMode: the code works a single time on the server.
    expect(api.callsTo('POST /pre/v0/auth-external')).toHaveLength(1);
    expect(api.callsTo('POST /pre/v0/auth-external')[0]?.body).toEqual({ code: CODE });
    expect(localStorage.getItem('token')).toBe('token-externo');
    expect(localStorage.getItem('externalAuth')).toBeNull();
    expect(location.search).toBe('?x=1');
    expect(location.pathname).toBe('/tramitesonline/censos');
  });

  it('the impersonation banner names the provider with its company form in capitals', async () => {
    const data = authData('impersonated');
    data.authData.userDetail.prestador.apeRazonSocial = 'SANATORIO DEL INTERIOR S.A.';
    mockApi({ 'POST /pre/v0/auth-external': { body: data } });
    const param = externalParam({ code: CODE, exp: expIn(60_000), model: { impersonado: true } });
    renderApp({ path: `/?externalAuth=${param}` });
    expect(
      await screen.findByText('Estás operando en nombre de Sanatorio del Interior S.A.'),
    ).toBeTruthy();
  });

  it('a read-only link shows the read-only banner', async () => {
    mockApi({ 'POST /pre/v0/auth-external': { body: authData('readOnly') } });
    const param = externalParam({ code: CODE, exp: expIn(60_000), model: { soloLectura: true } });
    renderApp({ path: `/?externalAuth=${param}` });
    expect(await screen.findByText('Sesión de solo lectura')).toBeTruthy();
  });

  it('a loading indicator shows while the session is re-established', async () => {
    let release: () => void = () => undefined;
    mockApi({
      'POST /pre/v0/auth-external': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: authData('impersonated') });
        }),
    });
    const param = externalParam({ code: CODE, exp: expIn(60_000), model: { impersonado: true } });
    renderApp({ path: `/?externalAuth=${param}` });
    expect(await screen.findByText('Estableciendo tu sesión…')).toBeTruthy();
    release();
    expect(await screen.findByText('Sesión impersonada')).toBeTruthy();
  });

  it('a refused impersonation shows the impersonate message and leaves no session', async () => {
    mockApi({ 'POST /pre/v0/auth-external': errorReply(401, 'Código inválido') });
    const param = externalParam({ code: CODE, exp: expIn(60_000), model: { impersonado: true } });
    renderApp({ path: `/?externalAuth=${param}` });

    const dialog = await screen.findByRole('dialog', { name: 'Ups!' });
    expect(within(dialog).getByText(MESSAGES.impersonateFailed)).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('externalAuth')).toBeNull();
  });

  it('an expired link is not sent to the server and shows the expired message', async () => {
    const api = mockApi();
    const param = externalParam({ code: CODE, exp: expIn(-60_000), model: { impersonado: true } });
    renderApp({ path: `/?externalAuth=${param}` });

    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(api.callsTo('POST /pre/v0/auth-external')).toHaveLength(0);
    await waitFor(() => expect(localStorage.getItem('externalAuth')).toBeNull());
  });

  it('a malformed link shows the impersonate message', async () => {
    mockApi();
    renderApp({ path: '/?externalAuth=no-es-json' });
    expect(await screen.findByText(MESSAGES.impersonateFailed)).toBeTruthy();
  });
});
