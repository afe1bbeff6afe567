import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE_PATH } from '@portal/domain/app';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createAppServices } from '@/app/app-services';
import { DialogProvider } from '@/components/dialogs/dialog-provider';
import { mockApi } from '@/testing/mock-api';
import PublicDirectory from './public-directory';

const BASE = '/pre/v1/publico/cartilla';

function renderHomeSection() {
  const location = { search: '' };
  function Probe() {
    location.search = useLocation().search;
    return null;
  }
  render(
    <AppProviders services={createAppServices({ now: () => new Date() })} env="test">
      <MemoryRouter basename={BASE_PATH} initialEntries={[`${BASE_PATH}/`]}>
        <DialogProvider>
          <PublicDirectory />
          <Probe />
        </DialogProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup(), location };
}

describe('the directory search on the public home', () => {
  it('a visitor searches a section through the public calls, without a session, keeping the section in the address', async () => {
    const api = mockApi({
      [`GET ${BASE}/especialidades`]: (request) => ({
        body:
          request.url.searchParams.get('seccion') === '4'
            ? [{ id: 201, descripcion: 'Sanatorios y clínicas' }]
            : [{ id: 1, descripcion: 'Clínica médica' }],
      }),
      [`GET ${BASE}/prestadores`]: {
        body: { pagina: 1, cantidad: 6, total: 0, prestadores: [] },
      },
    });
    const { user, location } = renderHomeSection();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Cartilla de prestadores' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Instituciones y profesionales' }));
    const select = screen.getByRole('combobox', { name: 'Especialidad' });
    await within(select).findByRole('option', { name: 'Sanatorios y clínicas' });
    await user.selectOptions(select, 'Sanatorios y clínicas');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No se encontraron resultados.')).toBeTruthy();

    const search = api.callsTo(`GET ${BASE}/prestadores`).at(-1)!;
    expect(search.url.searchParams.get('seccion')).toBe('4');
    expect(search.url.searchParams.get('especialidad')).toBe('201');
    expect(search.headers.get('authorization')).toBeNull();
    expect(new URLSearchParams(location.search).get('cartilla')).toBe(
      'instituciones-profesionales',
    );
  });
});
