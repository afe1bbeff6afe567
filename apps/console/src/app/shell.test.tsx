import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, sessionOf } from '@/testing/factories';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ME = 'GET /pre/consola/v0/yo';
const support = admin(['support']);

describe('the console shell', () => {
  it('shows only the sections the roles open, and sends a direct visit elsewhere home', async () => {
    mockApi({ [ME]: { body: support } });
    const { location } = renderConsole({ path: '/cuentas', session: sessionOf(support) });

    expect(await screen.findByRole('heading', { name: 'Hola, Administración Demo' })).toBeTruthy();
    expect(location.pathname).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Casos de soporte']);
    expect(screen.getByLabelText('Tus roles').textContent).toBe('Soporte');
  });

  it('shows the roles the server answers now, not the ones stored at login', async () => {
    mockApi({ [ME]: { body: admin(['support', 'admin']) } });
    renderConsole({ session: sessionOf(support) });
    const nav = await screen.findByRole('navigation', { name: 'Secciones' });
    expect(await within(nav).findByRole('link', { name: 'Auditoría de acciones' })).toBeTruthy();
    expect(screen.getByLabelText('Tus roles').textContent).toBe('SoporteAdministración');
  });

  it('goes back to the login when the server ends the session (401)', async () => {
    mockApi({ [ME]: errorReply(401, 'Sesión expirada', 'SESSION_EXPIRED') });
    const { location } = renderConsole({ path: '/auditoria', session: sessionOf() });

    expect(await screen.findByText('Tu sesión terminó. Ingresá nuevamente.')).toBeTruthy();
    expect(location.pathname).toBe('/ingresar');
    expect(sessionStorage.getItem('consola.sesion')).toBeNull();
  });

  it('sends a visit without a session to the login', async () => {
    mockApi();
    const { location } = renderConsole({ path: '/auditoria' });
    expect(await screen.findByRole('heading', { name: 'Ingresá a la consola' })).toBeTruthy();
    expect(location.pathname).toBe('/ingresar');
  });

  it('logs out on the server and here', async () => {
    const api = mockApi({
      [ME]: { body: admin() },
      'POST /pre/consola/v0/logout': { status: 204, body: null },
    });
    const { user } = renderConsole({ session: sessionOf() });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByText('Cerraste tu sesión.')).toBeTruthy();
    expect(api.callsTo('POST /pre/consola/v0/logout')[0]?.headers.get('authorization')).toBe(
      'Bearer stf.sesion.firma',
    );
    expect(sessionStorage.getItem('consola.sesion')).toBeNull();
  });

  it('sends a person already logged in from the login to the start', async () => {
    mockApi({ [ME]: { body: admin() } });
    const { location } = renderConsole({ path: '/ingresar', session: sessionOf() });
    expect(await screen.findByRole('heading', { name: 'Hola, Administración Demo' })).toBeTruthy();
    expect(location.pathname).toBe('/');
  });
});
