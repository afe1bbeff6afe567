import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityResponse, UserDetailDto } from '@portal/contracts';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { LIST, OPTIONS, TEAM, member, options } from '../testing';

const DETAIL = 'GET /pre/v1/usuarios/3/c2VsbGFkbw';
const UPDATE = 'PUT /pre/v1/usuarios/3/c2VsbGFkbw';
const ACTIVITY = 'GET /pre/v1/usuarios/actividad';

function detail(overrides: Partial<UserDetailDto> = {}): UserDetailDto {
  return {
    ...member(),
    sectorId: 2,
    rolId: 2,
    tipoDocumento: 'DU',
    numeroDocumento: '34567890',
    modulos: ['validador-de-asociados', 'terminos'],
    ...overrides,
  };
}

function activity(total: number): ActivityResponse {
  return {
    actividad: [
      {
        id: 9,
        fecha: '09/03/2026 08:20',
        usuario: 'Lucía Benítez',
        email: 'subusuario@prestadores.test',
        accion: 'affiliate.validation',
        accionDesc: 'Validación de afiliado',
        detalle: '',
      },
    ],
    pagina: 1,
    paginas: Math.ceil(total / 20),
    total,
    acciones: [
      { id: 'login', descripcion: 'Inicio de sesión' },
      { id: 'affiliate.validation', descripcion: 'Validación de afiliado' },
    ],
  };
}

describe('Modificar usuario', () => {
  it("widens a sub-user's modules and goes back to the list with the server's message", async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('modificar-usuario', {
      [OPTIONS]: { body: options() },
      [DETAIL]: { body: detail() },
      [UPDATE]: {
        body: { mensaje: 'Los cambios del usuario fueron guardados.', usuario: member() },
      },
      [LIST]: { body: { usuarios: TEAM } },
    });
    api.use({
      'GET /pre/v1/modulos/gestion-usuarios': {
        body: { id: 'gestion-usuarios', titulo: 'Gestión de usuarios', disponible: true },
      },
    });
    const { user, location } = renderApp({
      path: '/gestionusuarios/modificar-usuario/3/c2VsbGFkbw',
    });
    const form = await screen.findByRole('form', { name: 'Modificar usuario' });
    const validar = within(form).getByRole<HTMLInputElement>('checkbox', {
      name: 'Validar afiliado',
    });
    expect(validar.checked).toBe(true);
    await user.click(within(form).getByRole('checkbox', { name: 'Censos' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]?.body).toMatchObject({
      modulos: ['validador-de-asociados', 'censos'],
      sector: '2',
      estado: 'Activo',
      admin: false,
    });
    expect(await screen.findByText('Los cambios del usuario fueron guardados.')).toBeTruthy();
    expect(location.pathname).toBe('/gestionusuarios');
  });

  it('an admin editing itself cannot untick its own admin flag nor deactivate itself', async () => {
    await seedSession(userConfig());
    mockModuleApi('modificar-usuario', {
      [OPTIONS]: { body: options() },
      [DETAIL]: { body: detail({ admin: true, esUsted: true }) },
    });
    renderApp({ path: '/gestionusuarios/modificar-usuario/3/c2VsbGFkbw' });
    const form = await screen.findByRole('form', { name: 'Modificar usuario' });
    expect(
      within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Administrador' }).disabled,
    ).toBe(true);
    expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Estado' }).disabled).toBe(
      true,
    );
  });
});

describe('Actividad del equipo', () => {
  it('lists who did what and when, and filters by action from the first page', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('gestion-usuarios', {
      [LIST]: { body: { usuarios: TEAM } },
      [ACTIVITY]: { body: activity(45) },
    });
    const { user } = renderApp({ path: '/gestionusuarios' });
    await user.click(await screen.findByRole('tab', { name: 'Actividad del equipo' }));
    const table = await screen.findByRole('table', { name: 'Actividad del equipo' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      '09/03/2026 08:20Lucía Benítez (subusuario@prestadores.test)Validación de afiliado—',
    );
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Acción' }),
      'affiliate.validation',
    );
    await waitFor(() =>
      expect(api.callsTo(ACTIVITY).at(-1)?.url.searchParams.get('accion')).toBe(
        'affiliate.validation',
      ),
    );
    expect(api.callsTo(ACTIVITY).at(-1)?.url.searchParams.get('pagina')).toBe('1');
  });
});
