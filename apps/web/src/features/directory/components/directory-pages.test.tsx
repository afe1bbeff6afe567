import { screen, waitFor, within } from '@testing-library/react';
import type { DirectoryProviderDto, DirectorySearchResponse } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { errorReply, mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const BASE = '/pre/v1/cartilla';
const PAGE = '/tramitesonline/atencion-medica/cartilla/especialidades-medicas';

function card(id: number, overrides: Partial<DirectoryProviderDto> = {}): DirectoryProviderDto {
  return {
    id,
    ape_razon: `Prestador ${id}`,
    nombre_abre: 'ANA MARÍA',
    Prestad_Tipo: 'P',
    Especialidad: 'Cardiología',
    calificacion: 4.3,
    calificacionTexto: '4,3',
    tele: '011 4831-2200',
    calle: 'Av. Santa Fe',
    numero: '3450',
    deno_loc: 'Palermo',
    deno_part: 'Comuna 14',
    deno_prov: 'Ciudad Autónoma de Buenos Aires',
    distancia: 2.5,
    lun: '09:00 a 17:00',
    mar: '09:00 a 17:00',
    mier: null,
    jue: '09:00 a 17:00',
    vie: '09:00 a 13:00',
    ...overrides,
  };
}

const page = (pagina: number, total: number, count: number): DirectorySearchResponse => ({
  pagina,
  cantidad: 6,
  total,
  prestadores: Array.from({ length: count }, (_, index) => card(pagina * 10 + index)),
});

const specialties = {
  [`GET ${BASE}/especialidades`]: {
    body: [
      { id: 3, descripcion: 'Cardiología' },
      { id: 1, descripcion: 'Clínica médica' },
    ],
  },
};

describe('the cartilla’s section pages', () => {
  it('searches a specialty, shows the cards 6 a page and pages to the last with the filters in the address', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('atencion-medica', {
      ...specialties,
      [`GET ${BASE}/prestadores`]: (request) => {
        const pagina = Number(request.url.searchParams.get('pagina'));
        return { body: pagina === 3 ? page(3, 14, 2) : page(pagina, 14, 6) };
      },
    });
    const { user, location } = renderApp({ path: PAGE });
    const select = await screen.findByRole('combobox', { name: 'Especialidad' });
    expect(within(select).getByRole('option', { selected: true }).textContent).toBe('Seleccionar');
    await screen.findByRole('option', { name: 'Cardiología' });
    await user.selectOptions(select, 'Cardiología');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const results = await screen.findByRole('list', { name: 'Resultados' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(6));
    expect(screen.getByRole('status').textContent).toBe('14 resultados');
    // A person's card is headed by first name and surname, capitalised (not the surname alone).
    const first = within(results).getByRole('listitem', { name: 'Ana María Prestador 10' });
    expect(within(first).getByText('Ana María Prestador 10')).toBeTruthy();
    expect(first.textContent).toContain('Cardiología');
    expect(first.textContent).toContain('★ 4,3');
    expect(first.textContent).toContain('Teléfono: 011 4831-2200');
    expect(first.textContent).toContain(
      'Av. Santa Fe 3450, Palermo, Ciudad Autónoma de Buenos Aires · a 2,5 km',
    );
    expect(
      within(first)
        .getByRole('link', { name: 'Ver Ubicación de Ana María Prestador 10' })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Av\.%20Santa%20Fe/);
    expect(location.search).toBe('?especialidad=3');

    await user.click(
      within(first).getByRole('button', { name: 'Ver Horarios de Ana María Prestador 10' }),
    );
    const hours = await screen.findByRole('dialog', { name: 'Horarios de Ana María Prestador 10' });
    expect(within(hours).getByRole('row', { name: 'Miércoles Sin atención' })).toBeTruthy();
    expect(within(hours).getByRole('row', { name: 'Viernes 09:00 a 13:00' })).toBeTruthy();
    await user.keyboard('{Escape}');

    const pager = screen.getByRole('navigation', { name: 'Páginas de resultados' });
    expect(within(pager).getByRole<HTMLButtonElement>('button', { name: 'Primera' }).disabled).toBe(
      true,
    );
    await user.click(within(pager).getByRole('button', { name: 'Última' }));
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2));
    expect(within(pager).getByText('Página 3 de 3')).toBeTruthy();
    expect(location.search).toBe('?especialidad=3&pagina=3');
    const asked = api.callsTo(`GET ${BASE}/prestadores`).at(-1)!.url.searchParams;
    expect([asked.get('seccion'), asked.get('especialidad'), asked.get('pagina')]).toEqual([
      '1',
      '3',
      '3',
    ]);
  });

  it('asks for localities only from the third letter and after the pause, showing partido and province', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('atencion-medica', {
      ...specialties,
      [`GET ${BASE}/localidades`]: {
        body: [
          {
            id: 5,
            deno_loca: 'Palermo',
            deno_part: 'Comuna 14',
            deno_prov: 'Ciudad Autónoma de Buenos Aires',
          },
        ],
      },
    });
    const { user } = renderApp({ path: PAGE });
    const field = await screen.findByRole('combobox', { name: 'Localidad' });
    expect(field.getAttribute('placeholder')).toBe('Escribí al menos 3 letras');
    await user.type(field, 'pa');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(api.callsTo(`GET ${BASE}/localidades`)).toHaveLength(0);
    await user.type(field, 'l');
    expect(api.callsTo(`GET ${BASE}/localidades`)).toHaveLength(0);
    const option = await screen.findByRole(
      'option',
      { name: 'Palermo, Comuna 14, Ciudad Autónoma de Buenos Aires' },
      { timeout: 2_000 },
    );
    expect(
      api.callsTo(`GET ${BASE}/localidades`).map((call) => call.url.searchParams.get('search')),
    ).toEqual(['pal']);
    await user.click(option);
    expect((field as HTMLInputElement).value).toBe(
      'Palermo, Comuna 14, Ciudad Autónoma de Buenos Aires',
    );
  });

  it('an empty answer says so; a failed search opens the error dialog titled with the section', async () => {
    await seedSession(userConfig());
    let fail = false;
    mockModuleApi('atencion-medica', {
      ...specialties,
      [`GET ${BASE}/prestadores`]: () =>
        fail
          ? errorReply(500, 'Ocurrió un problema en el servidor de datos')
          : { body: page(1, 0, 0) },
    });
    const { user } = renderApp({ path: `${PAGE}?especialidad=3` });
    expect(await screen.findByText('No se encontraron resultados.')).toBeTruthy();
    fail = true;
    await user.type(screen.getByRole('combobox', { name: 'Nombre o razón social' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Especialidades médicas' });
    expect(dialog.textContent).toContain('Ha ocurrido un error, inténtelo nuevamente');
  });
});
