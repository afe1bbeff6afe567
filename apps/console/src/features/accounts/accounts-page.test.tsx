import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, admin, sessionOf } from '@/testing/factories';
import { mockApi } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ME = 'GET /pre/consola/v0/yo';
const LIST = 'GET /pre/consola/v0/cuentas';
const me = admin();
const adminAccount = account({ id: 6, email: me.email, name: me.name, roles: ['admin'] });
const person = account();

function open(routes = {}) {
  const api = mockApi({ [ME]: { body: me }, [LIST]: { body: [adminAccount, person] }, ...routes });
  return { api, ...renderConsole({ path: '/cuentas', session: sessionOf(me) }) };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('staff accounts', () => {
  it('lists each account with its roles, state and second factor', async () => {
    open({
      [LIST]: {
        body: [
          adminAccount,
          account({ blocked: true }),
          account({
            id: 8,
            name: 'Sin alta',
            email: 'x@aseguradora.test',
            invitationPending: true,
            secondFactor: false,
          }),
        ],
      },
    });
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Administración Demo', 'admin@aseguradora.test', 'Administración', 'Activa', 'Configurado'],
      ['Nueva Persona', 'nueva@aseguradora.test', 'Soporte', 'Bloqueada', 'Configurado'],
      ['Sin alta', 'x@aseguradora.test', 'Soporte', 'Alta pendiente', 'Pendiente'],
    ]);
  });

  it('creates an account and shows its invitation link once', async () => {
    const { api, user } = open({
      'POST /pre/consola/v0/cuentas': {
        status: 201,
        body: {
          account: account({ invitationPending: true, secondFactor: false }),
          invitation: { token: 'inv+tok', expiresAt: '2026-12-01T12:00:00.000-03:00' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nueva cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta del personal' });
    await user.type(within(dialog).getByLabelText('Nombre y apellido'), 'Nueva Persona');
    await user.type(within(dialog).getByLabelText('E-mail'), 'Nueva@Aseguradora.test');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Soporte' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear la cuenta' }));

    expect((await within(dialog).findByTestId('invitation-link')).textContent).toBe(
      `${window.location.origin}/consola/alta?invitacion=inv%2Btok`,
    );
    expect(within(dialog).getByText(/vence el 1\/12\/26, 12:00/)).toBeTruthy();
    expect(api.callsTo('POST /pre/consola/v0/cuentas')[0]?.body).toEqual({
      email: 'nueva@aseguradora.test',
      name: 'Nueva Persona',
      roles: ['support'],
    });
  });

  it('asks a name, an e-mail and a role before creating', async () => {
    const { api, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Nueva cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta del personal' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear la cuenta' }));
    expect(await within(dialog).findByText('Indicá el nombre.')).toBeTruthy();
    expect(within(dialog).getByText('Indicá al menos un rol.')).toBeTruthy();
    expect(api.callsTo('POST /pre/consola/v0/cuentas')).toEqual([]);
  });

  it('blocks an account only after the confirmation', async () => {
    const { api, user } = open({
      'PUT /pre/consola/v0/cuentas/7/bloqueo': { body: account({ blocked: true }) },
    });
    await user.click(
      within(await rowOf('Nueva Persona')).getByRole('button', {
        name: 'Acciones para Nueva Persona',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Bloquear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear la cuenta' });
    expect(api.callsTo('PUT /pre/consola/v0/cuentas/7/bloqueo')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));

    expect(api.callsTo('PUT /pre/consola/v0/cuentas/7/bloqueo')[0]?.body).toEqual({
      blocked: true,
    });
    await screen.findByRole('button', { name: 'Nueva cuenta' });
    expect(screen.queryByRole('dialog', { name: 'Bloquear la cuenta' })).toBeNull();
  });

  it("changes an account's roles", async () => {
    const { api, user } = open({
      'PUT /pre/consola/v0/cuentas/7/roles': { body: account({ roles: ['support', 'admin'] }) },
    });
    await user.click(
      within(await rowOf('Nueva Persona')).getByRole('button', {
        name: 'Acciones para Nueva Persona',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Cambiar los roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles de Nueva Persona' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Administración' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar los roles' }));
    expect(api.callsTo('PUT /pre/consola/v0/cuentas/7/roles')[0]?.body).toEqual({
      roles: ['support', 'admin'],
    });
  });

  it('resets the second factor after the confirmation', async () => {
    const { api, user } = open({
      'DELETE /pre/consola/v0/cuentas/7/segundo-factor': { body: account({ secondFactor: false }) },
    });
    await user.click(
      within(await rowOf('Nueva Persona')).getByRole('button', {
        name: 'Acciones para Nueva Persona',
      }),
    );
    await user.click(
      await screen.findByRole('menuitem', { name: 'Restablecer el segundo factor' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restablecer el segundo factor' });
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(api.callsTo('DELETE /pre/consola/v0/cuentas/7/segundo-factor')).toHaveLength(1);
  });
});
