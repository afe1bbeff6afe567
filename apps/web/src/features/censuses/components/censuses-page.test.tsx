import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { censusRow, censusUser, searchPage } from '../testing';

const PATH = '/tramitesonline/censos';
const SEARCH = 'GET /pre/v1/censos/100001/registros';

describe('the census page follows the hospitalization flag everywhere', () => {
  it('interior@ reads Admisión a Internación in the title, the tabs and the transaction type', async () => {
    await seedSession(censusUser(true));
    mockModuleApi('censos', { [SEARCH]: { body: searchPage([]) } });
    const { user } = renderApp({ path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admisión a Internación' }),
    ).toBeTruthy();
    expect(document.title).toBe('Admisión a Internación | Portal de Prestadores');
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Admisión a Internación',
      'Búsqueda de Internaciones',
    ]);
    expect(
      screen.getByRole('heading', {
        name: 'Registro de pacientes internados / Admisión a Internación',
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/Censos/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Búsqueda de Internaciones' }));
    expect(await screen.findByRole('heading', { name: 'Búsqueda de Internaciones' })).toBeTruthy();
  });

  it('without the flag the page reads Censos and Búsqueda de Censos', async () => {
    await seedSession(censusUser(false));
    mockModuleApi('censos');
    renderApp({ path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Censos' })).toBeTruthy();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Censos',
      'Búsqueda de Censos',
    ]);
    expect(
      screen.getByRole('heading', { name: 'Registro de pacientes internados / Censos' }),
    ).toBeTruthy();
  });

  it('the search opens on the last 15 days, and pages with Siguiente', async () => {
    await seedSession(censusUser(false));
    const api = mockModuleApi('censos', {
      [SEARCH]: (request) =>
        request.url.searchParams.get('pagina') === '2'
          ? {
              body: searchPage([censusRow({ id: 2, fecha: '01/03/2026' })], {
                pagina: 2,
                total: 21,
              }),
            }
          : { body: searchPage([censusRow()], { total: 21 }) },
    });
    const { user } = renderApp({ path: PATH });
    await user.click(await screen.findByRole('tab', { name: 'Búsqueda de Censos' }));
    expect(await screen.findByText('Del 23/02/2026 al 10/03/2026: 21 registros.')).toBeTruthy();
    expect(api.callsTo(SEARCH)[0]?.url.searchParams.get('fechaDesde')).toBeNull();
    expect(screen.getByRole('cell', { name: '43422003' })).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('cell', { name: '01/03/2026' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Página 2 de 2')).toBeTruthy());
  });
});
