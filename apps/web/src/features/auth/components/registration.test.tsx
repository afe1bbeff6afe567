import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { USER_CREATED } from './registration-form';

const PROVIDER = { id: 100001, apeRazonSocial: 'GONZÁLEZ MARÍA LAURA', tipoPrestador: 'P' };

async function validateProvider(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Registrate como prestador' });
  const form = screen.getByRole('main');
  await user.type(within(form).getByLabelText(/^Código de prestador/), '100001');
  await user.type(within(form).getByLabelText(/^CUIT/), '27123456780');
  await user.click(within(form).getByRole('button', { name: 'Continuar' }));
  return form;
}

async function fillUser(user: ReturnType<typeof renderApp>['user'], form: HTMLElement) {
  await user.type(await within(form).findByLabelText(/^Nombre/), 'Ana');
  await user.type(within(form).getByLabelText(/^Apellido/), 'Pérez');
  await user.type(within(form).getByLabelText(/^E-mail/), 'ana@prestadores.test');
  await user.type(within(form).getByLabelText(/^Contraseña/), 'Prestador.2026');
  await user.type(within(form).getByLabelText(/^Repetí la contraseña/), 'Prestador.2026');
  await user.click(within(form).getByRole('button', { name: 'Crear usuario' }));
}

describe('registration', () => {
  it('a provider validates code and CUIT, creates the user and is told to log in', async () => {
    const api = mockApi({
      'POST /pre/registracion/prestador': { body: { estado: 'OK', prestador: PROVIDER } },
      'POST /pre/registracion/verificar': { body: { estado: 'OK' } },
      'POST /pre/registracion/usuario': { body: { estado: 'OK' } },
    });
    const { user } = renderApp({ path: '/home/registracion' });
    const form = await validateProvider(user);
    expect(await within(form).findByText(PROVIDER.apeRazonSocial)).toBeTruthy();
    await fillUser(user, form);

    const dialog = await screen.findByRole('dialog', { name: '¡Listo!' });
    expect(within(dialog).getByText(USER_CREATED)).toBeTruthy();
    expect(api.callsTo('POST /pre/registracion/prestador')[0]?.body).toEqual({
      codPrestador: 100001,
      cuit: '27123456780',
    });
    expect(api.callsTo('POST /pre/registracion/usuario')[0]?.body).toEqual({
      codPrestador: 100001,
      cuit: '27123456780',
      email: 'ana@prestadores.test',
      nombre: 'Ana',
      apellido: 'Pérez',
      password: 'Prestador.2026',
    });
  });

  it('an unknown provider gets the server message', async () => {
    mockApi({
      'POST /pre/registracion/prestador': {
        body: { estado: 'ERROR', mensaje: 'El código de prestador no coincide con el CUIT.' },
      },
    });
    const { user } = renderApp({ path: '/home/registracion' });
    await validateProvider(user);
    expect(await screen.findByText('El código de prestador no coincide con el CUIT.')).toBeTruthy();
  });

  it('an e-mail already in use stops the registration with the server message', async () => {
    const api = mockApi({
      'POST /pre/registracion/prestador': { body: { estado: 'OK', prestador: PROVIDER } },
      'POST /pre/registracion/verificar': {
        body: { estado: 'ERROR', mensaje: 'El e-mail ya está registrado.' },
      },
    });
    const { user } = renderApp({ path: '/home/registracion' });
    const form = await validateProvider(user);
    await fillUser(user, form);
    expect(await screen.findByText('El e-mail ya está registrado.')).toBeTruthy();
    expect(api.callsTo('POST /pre/registracion/usuario')).toHaveLength(0);
  });

  it('passwords that differ are caught before calling the server', async () => {
    const api = mockApi({
      'POST /pre/registracion/prestador': { body: { estado: 'OK', prestador: PROVIDER } },
    });
    const { user } = renderApp({ path: '/home/registracion' });
    const form = await validateProvider(user);
    await user.type(await within(form).findByLabelText(/^Nombre/), 'Ana');
    await user.type(within(form).getByLabelText(/^Apellido/), 'Pérez');
    await user.type(within(form).getByLabelText(/^E-mail/), 'ana@prestadores.test');
    await user.type(within(form).getByLabelText(/^Contraseña/), 'Prestador.2026');
    await user.type(within(form).getByLabelText(/^Repetí la contraseña/), 'Otra.2026');
    await user.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(api.callsTo('POST /pre/registracion/verificar')).toHaveLength(0);
  });

  it('an empty step says what each field needs on the field and puts the cursor on the first', async () => {
    const api = mockApi();
    const { user } = renderApp({ path: '/home/registracion' });
    await screen.findByRole('heading', { level: 1, name: 'Registrate como prestador' });
    const form = screen.getByRole('main');
    await user.type(within(form).getByLabelText(/^CUIT/), '27-1234567-8');
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));

    const code = within(form).getByLabelText(/^Código de prestador/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Ingresá el código de prestador (solo números).')).toBeTruthy();
    expect(within(form).getByText('El CUIT tiene 11 dígitos, sin guiones.')).toBeTruthy();
    expect(api.callsTo('POST /pre/registracion/prestador')).toHaveLength(0);
  });

  it('a password shorter than 8 characters is refused on its field with the contract’s words', async () => {
    const api = mockApi({
      'POST /pre/registracion/prestador': { body: { estado: 'OK', prestador: PROVIDER } },
    });
    const { user } = renderApp({ path: '/home/registracion' });
    const form = await validateProvider(user);
    await user.type(await within(form).findByLabelText(/^Nombre/), 'Ana');
    await user.type(within(form).getByLabelText(/^Apellido/), 'Pérez');
    await user.type(within(form).getByLabelText(/^E-mail/), 'ana@prestadores.test');
    await user.type(within(form).getByLabelText(/^Contraseña/), 'Corta.1');
    await user.type(within(form).getByLabelText(/^Repetí la contraseña/), 'Corta.1');
    await user.click(within(form).getByRole('button', { name: 'Crear usuario' }));

    const password = within(form).getByLabelText(/^Contraseña/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('La contraseña debe tener al menos 8 caracteres.')).toBeTruthy();
    expect(api.callsTo('POST /pre/registracion/verificar')).toHaveLength(0);
  });
});
