import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { errorReply, mockModuleApi } from '@/testing/mock-api';
import { stubNarrowScreen } from '@/testing/narrow-screen';
import { renderApp } from '@/testing/render-app';
import { LIST, OPTIONS, TEAM, member, options } from '../testing';

const DECRYPT = 'Error al desencriptar: Datos corruptos o clave incorrecta';

describe('Gestión de usuarios', () => {
  it('lists the team with e-mail, name, sector, role, state and last login', async () => {
    await seedSession(userConfig());
    mockModuleApi('gestion-usuarios', { [LIST]: { body: { usuarios: TEAM } } });
    renderApp({ path: '/gestionusuarios' });
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    const [, , lucia] = within(table).getAllByRole('row');
    expect(
      within(lucia!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'subusuario@prestadores.test',
      'Lucía Benítez',
      'Recepción',
      'Recepcionista',
      'Activo',
      '09/03/2026 08:15',
      'ModificarEliminar',
    ]);
    expect(screen.queryByRole('button', { name: 'Eliminar a María Laura González' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Modificar a Lucía Benítez' }).getAttribute('href'),
    ).toBe('/prestadores/gestionusuarios/modificar-usuario/3/c2VsbGFkbw');
  });

  it('deletes a user only after the confirmation, and says so', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('gestion-usuarios', {
      [LIST]: { body: { usuarios: TEAM } },
      'DELETE /pre/v1/usuarios/eliminar_usuario/3': {
        body: { mensaje: 'El usuario fue eliminado.' },
      },
    });
    const { user } = renderApp({ path: '/gestionusuarios' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar a Lucía Benítez' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      '¿Eliminar a Lucía Benítez (subusuario@prestadores.test)?',
    );
    expect(api.callsTo('DELETE /pre/v1/usuarios/eliminar_usuario/3')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El usuario fue eliminado.')).toBeTruthy();
    expect(api.callsTo('DELETE /pre/v1/usuarios/eliminar_usuario/3')).toHaveLength(1);
  });

  it('a sub-user who is no admin sees the permission message, whatever its modules', async () => {
    const config = userConfig();
    await seedSession({ ...config, userDetail: { ...config.userDetail, admin: false } });
    const api = mockModuleApi('gestion-usuarios', { [LIST]: { body: { usuarios: TEAM } } });
    renderApp({ path: '/gestionusuarios' });
    expect(
      await screen.findByText('No tenés permisos suficientes para ver esta opción.'),
    ).toBeTruthy();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it('at 390 px each user is a card headed by name, e-mail and state', async () => {
    stubNarrowScreen();
    await seedSession(userConfig());
    mockModuleApi('gestion-usuarios', { [LIST]: { body: { usuarios: [member()] } } });
    renderApp({ path: '/gestionusuarios' });
    const card = await screen.findByRole('listitem', {
      name: 'Usuario subusuario@prestadores.test',
    });
    expect(card.textContent).toContain('Lucía Benítez');
    expect(card.textContent).toContain('Activo');
    expect(screen.queryByRole('table', { name: 'Usuarios' })).toBeNull();
  });
});

describe('Modificar usuario', () => {
  it('a broken link says in plain words it is not valid and leads back to the list; the decrypt error is never shown', async () => {
    await seedSession(userConfig());
    mockModuleApi('modificar-usuario', {
      [OPTIONS]: { body: options() },
      // Even a server that still sent spec §8's internal text: the page does not show it.
      'GET /pre/v1/usuarios/1/abc': errorReply(404, DECRYPT, 'DECRYPT_FAILED'),
    });
    const { user, location } = renderApp({ path: '/gestionusuarios/modificar-usuario/1/abc' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('El enlace no es válido')).toBeTruthy();
    expect(alert.textContent).toContain(
      'El enlace para modificar este usuario no es válido: puede estar incompleto o haber cambiado. Volvé a Gestión de usuarios y abrí el usuario desde la lista.',
    );
    expect(document.body.textContent).not.toContain('desencriptar');
    expect(screen.queryByRole('form', { name: 'Modificar usuario' })).toBeNull();
    const back = within(alert).getByRole('link', { name: 'Ir a Gestión de usuarios' });
    expect(back.getAttribute('href')).toBe('/prestadores/gestionusuarios');
    await user.click(back);
    await waitFor(() => expect(location.pathname).toBe('/gestionusuarios'));
  });

  it('an id that is no number gets the same words without asking the server', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('modificar-usuario', { [OPTIONS]: { body: options() } });
    renderApp({ path: '/gestionusuarios/modificar-usuario/abc/abc' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('El enlace no es válido')).toBeTruthy();
    expect(api.callsTo('GET /pre/v1/usuarios/abc/abc')).toHaveLength(0);
  });
});

describe('Registrar usuario', () => {
  it('shows the modules grouped like the menu and checks the document shape before sending', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('registrar-usuarios', { [OPTIONS]: { body: options() } });
    const { user } = renderApp({ path: '/gestionusuarios/registrar-usuario' });
    const form = await screen.findByRole('form', { name: 'Registrar usuario' });
    expect(within(form).getByRole('group', { name: 'Autorizaciones' })).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'Liquidaciones' })).toBeTruthy();
    await user.type(within(form).getByLabelText(/E-mail/), 'nueva@prestadores.test');
    await user.type(within(form).getByLabelText(/^Nombre/), 'Sofía');
    await user.type(within(form).getByLabelText(/^Apellido/), 'Ledesma');
    await user.selectOptions(within(form).getByLabelText(/Tipo de documento/), 'DU');
    await user.type(within(form).getByLabelText(/Número de documento/), '123');
    await user.click(within(form).getByRole('button', { name: 'Registrar usuario' }));
    expect(
      await within(form).findByText('El número de documento debe tener 7 u 8 dígitos.'),
    ).toBeTruthy();
    expect(within(form).getByText('Elegí al menos un módulo.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /pre/v1/usuarios')).toHaveLength(0));
  });
});
