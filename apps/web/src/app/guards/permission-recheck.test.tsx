import { MESSAGES } from '@portal/domain/app';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissions, seedSession, userConfig } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const USER_CONFIG = 'POST /pre/v1/user-config';
const moduleOpen = {
  'GET /pre/v1/modulos/receta-digital': {
    body: { id: 'receta-digital', titulo: 'Receta digital', disponible: false },
  },
  // What the page asks as it opens: unanswered, its error replaces the page.
  'GET /pre/v1/receta-digital/100001/prescriptor': {
    body: { nombre: 'María Laura González', matricula: 'Nacional N° 112233' },
  },
};

describe('a route the kept permissions refuse', () => {
  it('opens without logging out once the admin has granted it (gestionusuarios)', async () => {
    await seedSession(userConfig({ userPermissions: permissions(['validador-de-asociados']) }));
    const api = mockApi({ [USER_CONFIG]: { body: userConfig() }, ...moduleOpen });
    renderApp({ path: '/tramitesonline/receta-digital' });
    // The permission message gives way to the page once the server's permissions arrive.
    await waitFor(() => expect(api.callsTo(USER_CONFIG).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText(MESSAGES.noPermission)).toBeNull(), {
      timeout: 4000,
    });
    // The message may give way to the page's loader first: the page's title follows it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Receta digital' })).toBeTruthy();
    expect(api.callsTo(USER_CONFIG).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Receta digital' })).toBeTruthy();
  });

  it('keeps the permission message while the server still refuses it', async () => {
    const narrow = userConfig({ userPermissions: permissions(['validador-de-asociados']) });
    await seedSession(narrow);
    const api = mockApi({ [USER_CONFIG]: { body: narrow }, ...moduleOpen });
    renderApp({ path: '/tramitesonline/receta-digital' });
    expect(await screen.findByText(MESSAGES.noPermission)).toBeTruthy();
    await waitFor(() => expect(api.callsTo(USER_CONFIG).length).toBeGreaterThan(0));
    expect(screen.getByText(MESSAGES.noPermission)).toBeTruthy();
    expect(api.callsTo('GET /pre/v1/modulos/receta-digital')).toHaveLength(0);
  });
});
