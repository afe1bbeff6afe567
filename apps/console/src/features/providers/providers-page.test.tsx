import { screen, within } from '@testing-library/react';
import type { ProviderDetail, ProviderSummary } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { admin, sessionOf } from '@/testing/factories';
import { errorReply, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderConsole } from '@/testing/render-console';

const ME = 'GET /pre/consola/v0/yo';
const SEARCH = 'GET /pre/consola/v0/prestadores';
const DETAIL = 'GET /pre/consola/v0/prestadores/200001';
const contracting = admin(['contracting']);

const summary = (overrides: Partial<ProviderSummary> = {}): ProviderSummary => ({
  codigo: 200001,
  razonSocial: 'Sanatorio del Interior S.A.',
  nombre: 'Sanatorio del Interior',
  cuit: '30712345671',
  tipo: 'I',
  tipoDescripcion: 'Institución',
  localidad: 'Córdoba',
  provincia: 'Córdoba',
  baja: false,
  ...overrides,
});

const detail = (overrides: Partial<ProviderDetail> = {}): ProviderDetail => ({
  prestador: { ...summary(), email: 'contacto@sanatorio.test' },
  lugares: [
    {
      id: 1,
      descripcion: 'Sede central',
      direccion: 'Av. Colón 1200',
      localidad: 'Córdoba',
      telefono: '0351 422-0000',
      horarios: [{ dia: 'Lunes', horario: '8 a 20' }],
      consultorios: ['1', '2'],
      vigente: true,
    },
  ],
  modulos: [
    { id: 'validador-de-asociados', titulo: 'Validador de asociados', otorgado: true },
    { id: 'censos', titulo: 'Censos', otorgado: false },
  ],
  equipo: [
    {
      id: 31,
      email: 'ricardo@sanatorio.test',
      nombre: 'Ricardo',
      apellido: 'Molina',
      admin: true,
      estado: 'Activo',
      ultimoIngreso: '2026-11-27T12:30:00.000Z',
    },
  ],
  ...overrides,
});

function open(path: string, routes: MockRoutes = {}, me = contracting) {
  const api = mockApi({
    [ME]: { body: me },
    [SEARCH]: { body: { items: [summary()], total: 1, pagina: 1, paginas: 1 } },
    [DETAIL]: { body: detail() },
    ...routes,
  });
  return { api, ...renderConsole({ path, session: sessionOf(me) }) };
}

describe("the console's providers section", () => {
  it('contracting finds a provider by what they type and opens its card', async () => {
    const { api, user, location } = open('/prestadores');
    expect(await screen.findByRole('link', { name: 'Prestadores' })).toBeTruthy();
    await user.type(await screen.findByLabelText('Código, CUIT o nombre'), 'interior');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Institución');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const last = api.callsTo(SEARCH).at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({
      q: 'interior',
      tipo: 'I',
      pagina: '1',
    });
    const card = await screen.findByRole('article', { name: 'Sanatorio del Interior S.A.' });
    expect(within(card).getByText('Código 200001 · CUIT 30-71234567-1')).toBeTruthy();
    expect(within(card).getByText('Institución · Córdoba, Córdoba')).toBeTruthy();
    await user.click(within(card).getByRole('link', { name: 'Sanatorio del Interior S.A.' }));
    expect(
      await screen.findByRole('heading', { name: 'Sanatorio del Interior S.A.' }),
    ).toBeTruthy();
    expect(location.pathname).toBe('/prestadores/200001');
  });

  it("a provider's page shows its places, then its modules, team and activity in tabs", async () => {
    const { user } = open('/prestadores/200001', {
      'GET /pre/consola/v0/prestadores/200001/actividad': {
        body: {
          actividad: [
            {
              id: 9,
              fecha: '27/11/2026 09:30',
              usuario: 'Ricardo Molina',
              email: 'ricardo@sanatorio.test',
              accion: 'user.created',
              accionDesc: 'Alta de usuario',
              detalle: 'lucia@sanatorio.test',
            },
          ],
          pagina: 1,
          paginas: 1,
          total: 1,
          acciones: [],
        },
      },
    });
    const place = await screen.findByRole('article', { name: 'Sede central' });
    expect(within(place).getByText('Av. Colón 1200, Córdoba')).toBeTruthy();
    expect(within(place).getByText('8 a 20')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Módulos' }));
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: 'Validador de asociados' }).checked,
    ).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Equipo' }));
    const member = screen.getByRole('article', { name: 'Ricardo Molina' });
    expect(within(member).getByText('Activo')).toBeTruthy();
    expect(
      within(member).getByText(/Administrador · Último ingreso: 27\/11\/26, 09:30/),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Actividad' }));
    expect(await screen.findByRole('cell', { name: 'Alta de usuario' })).toBeTruthy();
  });

  it('a provider with no place yet says its places come with the providers’ file', async () => {
    open('/prestadores/200001', { [DETAIL]: { body: detail({ lugares: [] }) } });
    expect(
      await screen.findByText(
        'El prestador no tiene lugares de atención. Llegan con el próximo archivo de prestadores (Importaciones).',
      ),
    ).toBeTruthy();
  });

  it('blocks a user only after the confirmation, and shows the new state', async () => {
    let blocked = false;
    const { api, user } = open('/prestadores/200001', {
      [DETAIL]: () => ({
        body: detail({
          equipo: [{ ...detail().equipo[0]!, estado: blocked ? 'Bloqueado' : 'Activo' }],
        }),
      }),
      'PUT /pre/consola/v0/prestadores/200001/usuarios/31/bloqueo': () => {
        blocked = true;
        return { body: { ...detail().equipo[0]!, estado: 'Bloqueado' } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Equipo' }));
    await user.click(screen.getByRole('button', { name: 'Bloquear a Ricardo Molina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bloquear al usuario' });
    expect(within(dialog).getByText(/sus sesiones abiertas terminan ahora/)).toBeTruthy();
    expect(api.callsTo('PUT /pre/consola/v0/prestadores/200001/usuarios/31/bloqueo')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));

    expect(
      api.callsTo('PUT /pre/consola/v0/prestadores/200001/usuarios/31/bloqueo')[0]?.body,
    ).toEqual({ bloqueado: true });
    expect(
      await screen.findByRole('button', { name: 'Desbloquear a Ricardo Molina' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Bloquear al usuario' })).toBeNull();
  });

  it('a module switch grants the module on top of the ones the provider has', async () => {
    const { api, user } = open('/prestadores/200001', {
      'PUT /pre/consola/v0/prestadores/200001/modulos': {
        body: { modulos: detail().modulos.map((entry) => ({ ...entry, otorgado: true })) },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Módulos' }));
    await user.click(screen.getByRole('switch', { name: 'Censos' }));
    expect(api.callsTo('PUT /pre/consola/v0/prestadores/200001/modulos')[0]?.body).toEqual({
      modulos: ['validador-de-asociados', 'censos'],
    });
    expect(await screen.findByText('Otorgaste «Censos».')).toBeTruthy();
  });

  it('an administrator finds and blocks users but neither creates accounts nor switches modules', async () => {
    const { user } = open('/prestadores/200001', {}, admin(['admin']));
    await user.click(await screen.findByRole('tab', { name: 'Módulos' }));
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Censos' }).disabled).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Equipo' }));
    expect(screen.getByRole('button', { name: 'Bloquear a Ricardo Molina' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Volver a la búsqueda' }));
    await screen.findByRole('heading', { name: 'Prestadores' });
    expect(screen.queryByRole('button', { name: 'Nueva cuenta de prestador' })).toBeNull();
  });

  const CREATE_ROUTES: MockRoutes = {
    'GET /pre/consola/v0/prestadores/modulos': {
      body: [{ id: 'validador-de-asociados', titulo: 'Validador de asociados' }],
    },
    'GET /pre/consola/v0/prestadores/localidades': {
      body: [{ id: 77, nombre: 'Palermo', provincia: 'Ciudad de Buenos Aires' }],
    },
  };

  async function fillNewProvider(user: ReturnType<typeof open>['user'], cuit: string) {
    await user.click(await screen.findByRole('button', { name: 'Nueva cuenta de prestador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta de prestador' });
    const field = (label: string) => within(dialog).getByRole('textbox', { name: label });
    await user.type(field('Código de prestador'), '910001');
    await user.type(field('CUIT'), cuit);
    await user.type(field('Razón social o apellido y nombre'), 'Clínica Nueva S.A.');
    await user.type(field('Nombre abreviado'), 'Clínica Nueva');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Institución');
    await user.type(field('E-mail del prestador'), 'contacto@nueva.test');
    await user.type(within(dialog).getByRole('combobox', { name: 'Localidad' }), 'pale');
    await user.click(
      await screen.findByRole('option', { name: 'Palermo (Ciudad de Buenos Aires)' }),
    );
    await user.type(field('E-mail de su primer administrador'), 'Admin@Nueva.test');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Validador de asociados' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear la cuenta' }));
    return { dialog, field };
  }

  it('creates a provider account: the form checks the CUIT, then the invitation is said sent', async () => {
    const { api, user } = open('/prestadores', {
      ...CREATE_ROUTES,
      'POST /pre/consola/v0/prestadores': {
        status: 201,
        body: { prestador: summary({ codigo: 910001 }), invitado: 'admin@nueva.test' },
      },
    });
    const { dialog, field } = await fillNewProvider(user, '30-71234567-2');

    expect(
      await within(dialog).findByText(
        'Ingresá un CUIT válido: 11 dígitos con su dígito verificador.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /pre/consola/v0/prestadores')).toEqual([]);
    await user.clear(field('CUIT'));
    await user.type(field('CUIT'), '30-71234567-1');
    await user.click(within(dialog).getByRole('button', { name: 'Crear la cuenta' }));

    expect(
      await within(dialog).findByText(/Le enviamos la invitación a admin@nueva.test/),
    ).toBeTruthy();
    expect(api.callsTo('POST /pre/consola/v0/prestadores')[0]?.body).toEqual({
      codigo: '910001',
      cuit: '30-71234567-1',
      razonSocial: 'Clínica Nueva S.A.',
      nombre: 'Clínica Nueva',
      tipo: 'I',
      email: 'contacto@nueva.test',
      localidad: '77',
      adminEmail: 'admin@nueva.test',
      modulos: ['validador-de-asociados'],
    });
  });

  it("the server's refusal is shown in the form, which keeps what was typed", async () => {
    const { user } = open('/prestadores', {
      ...CREATE_ROUTES,
      'POST /pre/consola/v0/prestadores': errorReply(
        409,
        'Ya existe un prestador con ese código.',
        'PROVIDER_EXISTS',
      ),
    });
    const { dialog, field } = await fillNewProvider(user, '30-71234567-1');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ya existe un prestador con ese código.',
    );
    expect((field('Código de prestador') as HTMLInputElement).value).toBe('910001');
  });
});
