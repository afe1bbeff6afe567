import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { stubNarrowScreen } from '@/testing/narrow-screen';
import { renderApp } from '@/testing/render-app';
import { CLIENTS, PUBLIC_JWK, REGISTER, TEAM, fhirClient } from '../testing';

const PATH = '/gestionusuarios/sistemas-conectados';
const REVOKE = 'DELETE /pre/v1/fhir/clientes/hc-sanatorio-1a2b';

describe('Sistemas conectados', () => {
  it('lists the systems with name, client id, who they act as, scopes, created and state', async () => {
    await seedSession(userConfig());
    const revoked = fhirClient({
      idCliente: 'turnos-9z',
      nombre: 'Turnos web',
      revocado: '10/03/2026 09:00',
    });
    mockModuleApi('gestion-usuarios', {
      [CLIENTS]: { body: { clientes: [fhirClient(), revoked], equipo: TEAM } },
    });
    renderApp({ path: PATH });
    const table = await screen.findByRole('table', { name: 'Sistemas conectados' });
    const [, active, old] = within(table).getAllByRole('row');
    expect(
      within(active!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Historia clínica del sanatorio',
      'hc-sanatorio-1a2b',
      'Lucía Benítez (subusuario@prestadores.test)',
      'Consultar pacientes (afiliados)Consultar coberturas',
      '09/03/2026 08:15',
      'Activo',
      'Revocar',
    ]);
    expect(within(old!).getByText('Revocado')).toBeTruthy();
    expect(within(old!).queryByRole('button', { name: /Revocar/ })).toBeNull();
  });

  it('says when no system is registered yet', async () => {
    await seedSession(userConfig());
    mockModuleApi('gestion-usuarios', { [CLIENTS]: { body: { clientes: [], equipo: TEAM } } });
    renderApp({ path: PATH });
    expect(await screen.findByText('Todavía no hay sistemas conectados.')).toBeTruthy();
  });

  it('registering shows the field errors of the contract before sending, then the client id and token URL', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('gestion-usuarios', {
      [CLIENTS]: { body: { clientes: [], equipo: TEAM } },
      [REGISTER]: {
        status: 201,
        body: { mensaje: 'El sistema fue registrado.', cliente: fhirClient() },
      },
    });
    const { user } = renderApp({ path: PATH });
    const form = await screen.findByRole('form', { name: 'Registrar sistema' });
    await user.type(within(form).getByLabelText(/Nombre del sistema/), 'Historia clínica');
    fireEvent.change(within(form).getByLabelText(/Clave pública/), {
      target: { value: '{"kty":"EC","crv":"P-384","x":"a","y":"b","d":"secreto"}' },
    });
    await user.click(within(form).getByRole('button', { name: 'Registrar sistema' }));
    expect(
      await within(form).findByText(
        'Elegí el integrante del equipo con cuyos permisos actúa el sistema.',
      ),
    ).toBeTruthy();
    expect(within(form).getByText('Elegí al menos un permiso.')).toBeTruthy();
    expect(within(form).getByText(/Pegaste una clave privada/)).toBeTruthy();
    expect(api.callsTo(REGISTER)).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText(/Actúa como/), '3');
    await user.click(within(form).getByLabelText('Consultar coberturas'));
    fireEvent.change(within(form).getByLabelText(/Clave pública/), {
      target: { value: PUBLIC_JWK },
    });
    await user.click(within(form).getByRole('button', { name: 'Registrar sistema' }));
    const notice = await screen.findByRole('status', { name: /El sistema fue registrado/ });
    expect(within(notice).getByText('hc-sanatorio-1a2b')).toBeTruthy();
    expect(within(notice).getByText(`${window.location.origin}/fhir/auth/token`)).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Copiar Client ID' })).toBeTruthy();
    const [call] = api.callsTo(REGISTER);
    expect(call?.body).toEqual({
      nombre: 'Historia clínica',
      idUsuario: 3,
      scopes: ['system/Coverage.read'],
      jwks: PUBLIC_JWK,
    });
  });

  it('revokes a system only after the confirmation, and says so', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('gestion-usuarios', {
      [CLIENTS]: { body: { clientes: [fhirClient()], equipo: TEAM } },
      [REVOKE]: {
        body: {
          mensaje: 'El sistema fue revocado.',
          cliente: fhirClient({ revocado: '10/03/2026 09:00' }),
        },
      },
    });
    const { user } = renderApp({ path: PATH });
    await user.click(
      await screen.findByRole('button', { name: 'Revocar Historia clínica del sanatorio' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Revocar «Historia clínica del sanatorio»');
    expect(api.callsTo(REVOKE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('El sistema fue revocado.')).toBeTruthy();
    expect(api.callsTo(REVOKE)).toHaveLength(1);
  });

  it('a sub-user who is no admin sees the permission message and nothing is asked', async () => {
    const config = userConfig();
    await seedSession({ ...config, userDetail: { ...config.userDetail, admin: false } });
    const api = mockModuleApi('gestion-usuarios', {
      [CLIENTS]: { body: { clientes: [], equipo: TEAM } },
    });
    renderApp({ path: PATH });
    expect(
      await screen.findByText('No tenés permisos suficientes para ver esta opción.'),
    ).toBeTruthy();
    expect(api.callsTo(CLIENTS)).toHaveLength(0);
  });

  it('at 390 px each system is a card headed by its name and state', async () => {
    stubNarrowScreen();
    await seedSession(userConfig());
    mockModuleApi('gestion-usuarios', {
      [CLIENTS]: { body: { clientes: [fhirClient()], equipo: TEAM } },
    });
    renderApp({ path: PATH });
    const card = await screen.findByRole('listitem', {
      name: 'Sistema Historia clínica del sanatorio',
    });
    expect(card.textContent).toContain('hc-sanatorio-1a2b');
    expect(card.textContent).toContain('Activo');
    expect(within(card).getByRole('button', { name: /Revocar/ })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Sistemas conectados' })).toBeNull();
  });
});
