import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const OK = { body: { estado: 'OK' } };
const RESET_TOKEN = 'reset-token-0123456789abcdef';

describe('forgot password', () => {
  it('a provider recovers the password with the PIN mailed to them', async () => {
    const api = mockApi({
      'POST /pre/olvido/validar_datos': OK,
      'POST /pre/usuarios/validar_token': { body: { estado: 'OK', fecha: '20260115103000' } },
      'POST /pre/usuarios/enviar_token': OK,
      'POST /pre/olvido/validar_pin': { body: { estado: 'OK', resetToken: RESET_TOKEN } },
      'POST /pre/olvido/update_password': OK,
    });
    const { user, location } = renderApp({ path: '/forgot-password' });
    await screen.findByRole('heading', { level: 1, name: 'Recuperá tu contraseña' });
    const form = screen.getByRole('main');
    await user.type(within(form).getByLabelText(/^E-mail/), 'demo@prestadores.test');
    await user.type(within(form).getByLabelText(/^CUIT/), '27123456780');
    await user.click(within(form).getByRole('button', { name: 'Enviar PIN' }));

    await user.type(await within(form).findByLabelText(/^PIN/), '123456');
    expect(api.callsTo('POST /pre/usuarios/enviar_token')[0]?.body).toEqual({
      email: 'demo@prestadores.test',
      fecha: '20260115103000',
    });
    await user.click(within(form).getByRole('button', { name: 'Validar PIN' }));

    await waitFor(() => expect(location.pathname).toBe('/forgot-password/new-password'));
    await user.type(await screen.findByLabelText(/^Nueva contraseña/), 'NuevaClave.2026');
    await user.type(screen.getByLabelText(/^Repetí la contraseña/), 'NuevaClave.2026');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    const dialog = await screen.findByRole('dialog', { name: '¡Listo!' });
    expect(within(dialog).getByText(/Tu contraseña fue actualizada/)).toBeTruthy();
    expect(api.callsTo('POST /pre/olvido/update_password')[0]?.body).toEqual({
      resetToken: RESET_TOKEN,
      password: 'NuevaClave.2026',
    });
    expect(location.search).toBe('');
    await user.click(within(dialog).getByRole('link', { name: 'Ir al inicio' }));
    expect(location.pathname).toBe('/');
  });

  it('a refused step shows the server message and stops there', async () => {
    const api = mockApi({
      'POST /pre/olvido/validar_datos': {
        body: { estado: 'ERROR', mensaje: 'El e-mail no corresponde al CUIT ingresado.' },
      },
    });
    const { user } = renderApp({ path: '/forgot-password' });
    await screen.findByRole('heading', { level: 1, name: 'Recuperá tu contraseña' });
    const form = screen.getByRole('main');
    await user.type(within(form).getByLabelText(/^E-mail/), 'demo@prestadores.test');
    await user.type(within(form).getByLabelText(/^CUIT/), '27123456780');
    await user.click(within(form).getByRole('button', { name: 'Enviar PIN' }));

    expect(await screen.findByText('El e-mail no corresponde al CUIT ingresado.')).toBeTruthy();
    expect(api.callsTo('POST /pre/usuarios/validar_token')).toHaveLength(0);
    expect(within(form).queryByLabelText(/^PIN/)).toBeNull();
  });

  it('a CUIT with dashes is caught before calling the server', async () => {
    const api = mockApi();
    const { user } = renderApp({ path: '/forgot-password' });
    await screen.findByRole('heading', { level: 1, name: 'Recuperá tu contraseña' });
    const form = screen.getByRole('main');
    await user.type(within(form).getByLabelText(/^E-mail/), 'demo@prestadores.test');
    await user.type(within(form).getByLabelText(/^CUIT/), '27-1234567-8');
    await user.click(within(form).getByRole('button', { name: 'Enviar PIN' }));
    expect(await screen.findByText('El CUIT tiene 11 dígitos, sin guiones.')).toBeTruthy();
    expect(api.callsTo('POST /pre/olvido/validar_datos')).toHaveLength(0);
  });

  it('the new-password page without a validated PIN links back to the recovery', async () => {
    mockApi();
    renderApp({ path: '/forgot-password/new-password' });
    expect(await screen.findByRole('link', { name: 'Recuperar contraseña' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Nueva contraseña/)).toBeNull();
  });
});
