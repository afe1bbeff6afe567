import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginResponse, permissions, seedSession, userConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CAMPAIGN_SHOWN_KEY } from './post-login-prompts';

const CAMPAIGN = 'Campaña de actualización de datos';
const at = (text: string) => () => new Date(text);

async function seedLongSession(now: Date) {
  await seedSession(
    userConfig(),
    loginResponse({ exp: '20991231235959', token: `token-${now.getTime()}` }),
  );
}

describe('campaign modal', () => {
  it('a provider logged in before the campaign ends sees the campaign modal once', async () => {
    const now = new Date('2023-06-10T12:00:00-03:00');
    await seedLongSession(now);
    mockApi();
    const { user } = renderApp({ now: () => now });
    expect(await screen.findByRole('dialog', { name: CAMPAIGN })).toBeTruthy();
    expect(localStorage.getItem(CAMPAIGN_SHOWN_KEY)).toBe(now.toISOString());
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CAMPAIGN })).toBeNull());
  });

  it('is not shown again within 24 hours', async () => {
    await seedLongSession(new Date());
    localStorage.setItem(CAMPAIGN_SHOWN_KEY, new Date('2023-06-10T08:00:00-03:00').toISOString());
    mockApi();
    renderApp({ now: at('2023-06-11T07:00:00-03:00') });
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: CAMPAIGN })).toBeNull();
  });

  it('is shown again once 24 hours have passed', async () => {
    await seedLongSession(new Date());
    localStorage.setItem(CAMPAIGN_SHOWN_KEY, new Date('2023-06-10T08:00:00-03:00').toISOString());
    mockApi();
    renderApp({ now: at('2023-06-11T08:00:00-03:00') });
    expect(await screen.findByRole('dialog', { name: CAMPAIGN })).toBeTruthy();
  });

  it('is not shown after 2023-06-30', async () => {
    await seedLongSession(new Date());
    mockApi();
    renderApp({ now: at('2023-07-01T09:00:00-03:00') });
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: CAMPAIGN })).toBeNull();
  });
});

describe('update-data prompt', () => {
  it('after logging in, a provider with the cap permission is invited to Mis datos', async () => {
    mockApi({
      'POST /pre/v0/auth-login': { body: loginResponse() },
      'POST /pre/v1/user-config': {
        body: userConfig({ userPermissions: permissions(undefined, { cap: true }) }),
      },
      'GET /pre/v1/modulos/datos-personales': {
        body: {
          id: 'datos-personales',
          titulo: 'Datos personales y profesionales',
          disponible: true,
        },
      },
    });
    const { user, location } = renderApp();
    await user.type(await screen.findByLabelText(/^E-mail/), 'demo@prestadores.test');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Prestador.2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    expect(await screen.findByRole('dialog', { name: 'Actualización de datos' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Actualizar mis datos' }));
    await waitFor(() => expect(location.pathname).toBe('/tramitesonline/datos-personales'));
    expect(screen.queryByRole('dialog', { name: 'Actualización de datos' })).toBeNull();
  });

  it('a reload of a stored session does not invite again', async () => {
    await seedSession(userConfig({ userPermissions: permissions(undefined, { cap: true }) }));
    mockApi();
    renderApp();
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Actualización de datos' })).toBeNull();
  });
});
