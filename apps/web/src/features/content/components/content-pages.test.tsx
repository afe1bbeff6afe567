import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { BASE, contentRoutes, pageReply } from './content-fixtures';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the public site’s pages', () => {
  it('a prevention page shows its programme’s objectives, activities and contacts, and goes back to the objectives', async () => {
    mockApi(contentRoutes());
    const { user, location } = renderApp({ path: '/prevencion/diabetes' });
    expect(await h1('Diabetes')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Prevención' }).getAttribute('href')).toBe(
      '/prestadores/prevencion/objetivos',
    );
    expect(await screen.findByText('Texto de Diabetes.')).toBeTruthy();
    const objectives = screen.getByRole('region', { name: 'Objetivos' });
    expect(
      within(objectives).getByText('Prevenir las complicaciones en ojos, riñones y pies'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Actividades' })).toBeTruthy();
    const contacts = screen.getByRole('region', { name: 'Contactos' });
    expect(within(contacts).getByRole('link', { name: '0800-555-4114' }).getAttribute('href')).toBe(
      'tel:08005554114',
    );
    await user.click(screen.getByRole('link', { name: '← Volver a Objetivos de prevención' }));
    expect(await h1('Objetivos de prevención')).toBeTruthy();
    expect(location.pathname).toMatch(/\/prevencion\/objetivos$/);
  });

  it('mapa-de-sucursales lists the branches with address and hours and searches them by place', async () => {
    const api = mockApi(contentRoutes());
    api.use({
      [`GET ${BASE}/sucursales`]: (request) =>
        request.url.searchParams.get('texto') === 'Ushuaia'
          ? { body: { sucursales: [] } }
          : { body: (contentRoutes()[`GET ${BASE}/sucursales`] as { body: unknown }).body },
    });
    const { user } = renderApp({ path: '/informacionutil/mapa-de-sucursales' });
    expect(await h1('Mapa de sucursales')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Sucursales' });
    expect(
      within(list).getByText('Av. Corrientes 1234, San Nicolás, Ciudad Autónoma de Buenos Aires'),
    ).toBeTruthy();
    expect(within(list).getByText('8:00 a 17:00', { exact: false })).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: 'Buscar por localidad, provincia o dirección' }),
      'Ushuaia',
    );
    expect(await screen.findByText('No se encontraron sucursales con esos datos.')).toBeTruthy();
    expect(api.callsTo(`GET ${BASE}/sucursales`).at(-1)!.url.searchParams.get('texto')).toBe(
      'Ushuaia',
    );
  });

  it('a page’s paragraphs written in Markdown show formatted, and markup in them as text', async () => {
    mockApi({
      ...contentRoutes(),
      [`GET ${BASE}/pagina`]: {
        body: {
          ...pageReply('informacionutil/copagos'),
          secciones: [
            {
              titulo: 'Copagos 2027',
              parrafos: [
                'Se **actualizan** cada [trimestre](https://ejemplo.test/t).',
                '<img src=x onerror=alert(1)> sin efecto',
              ],
            },
          ],
        },
      },
    });
    renderApp({ path: '/informacionutil/copagos' });
    const heading = await screen.findByRole('heading', { name: 'Copagos 2027' });
    const section = heading.closest('section')!;
    expect(within(section).getByText('actualizan').tagName).toBe('STRONG');
    expect(within(section).getByRole('link', { name: 'trimestre' }).getAttribute('href')).toBe(
      'https://ejemplo.test/t',
    );
    expect(within(section).getByText('<img src=x onerror=alert(1)> sin efecto')).toBeTruthy();
    expect(section.querySelector('img')).toBeNull();
  });

  it('the magazine page shows the issues the API feeds, newest first', async () => {
    mockApi(contentRoutes());
    renderApp({ path: '/informacionutil/revista' });
    expect(await h1('Revista')).toBeTruthy();
    const issues = await screen.findByRole('list', { name: 'Números de la revista' });
    expect(within(issues).getByRole('heading', { name: 'Telemedicina en la red' })).toBeTruthy();
    expect(within(issues).getByText('Número 112 · 05/01/2026')).toBeTruthy();
    expect(
      within(issues)
        .getByRole('link', { name: 'Descargar el número 112 (PDF)' })
        .getAttribute('href'),
    ).toBe('/pre/v1/contenido/revista/112/pdf');
  });

  it('fraude shows the reporting line as a number to call', async () => {
    mockApi(contentRoutes());
    renderApp({ path: '/informacionutil/fraude' });
    expect(await h1('Denuncia de fraude')).toBeTruthy();
    const line = await screen.findByRole('link', { name: '0800-555-3728' });
    expect(line.getAttribute('href')).toBe('tel:08005553728');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Línea de denuncias de fraude' }),
    ).toBeTruthy();
    expect(screen.queryByText('Atención al prestador')).toBeNull();
  });

  it('contacto/telefonos lists the lines by group, each a tel: link', async () => {
    mockApi(contentRoutes());
    renderApp({ path: '/contacto/telefonos' });
    expect(await h1('Teléfonos útiles')).toBeTruthy();
    const providers = await screen.findByRole('region', { name: 'Prestadores' });
    expect(
      within(providers).getByRole('link', { name: '0800-555-0101' }).getAttribute('href'),
    ).toBe('tel:08005550101');
    expect(screen.getByRole('region', { name: 'Denuncias de fraude' })).toBeTruthy();
  });

  it('vacunatorios lists the centres of its kind with address, phone and hours, and goes back to the own centres', async () => {
    const api = mockApi(contentRoutes());
    renderApp({ path: '/centrosmedicos/vacunatorios' });
    expect(await h1('Vacunatorios')).toBeTruthy();
    const centres = await screen.findByRole('list', { name: 'Vacunatorios' });
    expect(within(centres).getByText('Av. Santa Fe 3450, 1º piso, Palermo')).toBeTruthy();
    expect(within(centres).getByRole('link', { name: '(011) 4831-9010' })).toBeTruthy();
    expect(within(centres).getByText('9:00 a 12:00', { exact: false })).toBeTruthy();
    expect(api.callsTo(`GET ${BASE}/centros-medicos`)[0]!.url.searchParams.get('tipo')).toBe(
      'vacunatorio',
    );
    expect(screen.getByRole('link', { name: '← Volver a Centros médicos propios' })).toBeTruthy();
  });

  it('a page whose texts did not load keeps its title, says why, and still offers the way back', async () => {
    mockApi({
      [`GET ${BASE}/pagina`]: errorReply(
        500,
        'Ocurrió un problema en el servidor de datos',
        'INTERNAL',
      ),
    });
    renderApp({ path: '/informacionutil/nosotros' });
    expect(await h1('Nosotros')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ocurrió un problema en el servidor de datos',
    );
    expect(screen.getByRole('link', { name: '← Volver al inicio' })).toBeTruthy();
  });

  it('the visitor home offers an entry to every public page, by section', async () => {
    mockApi(contentRoutes());
    const { user } = renderApp({ path: '/' });
    const prevention = await screen.findByRole('region', { name: 'Prevención' });
    expect(within(prevention).getAllByRole('link')).toHaveLength(10);
    expect(
      within(screen.getByRole('region', { name: 'Centros médicos' })).getAllByRole('link'),
    ).toHaveLength(4);
    // The parts other features register for visitors (the directory search) sit on the home.
    expect(await screen.findByRole('region', { name: 'Cartilla de prestadores' })).toBeTruthy();
    await user.click(within(prevention).getByRole('link', { name: 'Diabetes' }));
    expect(await h1('Diabetes')).toBeTruthy();
  });
});
