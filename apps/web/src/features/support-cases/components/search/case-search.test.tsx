import { TYPED_DATE_INVALID } from '@portal/domain/format';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockApi, type MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { CASE_NOW, caseSummary, referenceRoutes } from '@/testing/support-cases';

vi.setConfig({ testTimeout: 20_000 });

const RESULTS = {
  tramites: [
    caseSummary({ nroTramite: 4100010, estado: 3, estadoDesc: 'en proceso' }),
    caseSummary({
      nroTramite: 4100011,
      estado: 6,
      estadoDesc: 'cerrado',
      areaConsulta: { id: 9, descripcion: 'Autorizaciones' },
      area: 'autorizaciones',
      inicio: '2026-03-01T02:30:00.000Z',
    }),
    caseSummary({ nroTramite: 4100012, estado: 7, estadoDesc: '' }),
    caseSummary({ nroTramite: 4100013, estado: 2, estadoDesc: 'observado' }),
  ],
  truncado: false,
};

async function openSearch(ambit: 'A' | 'I' = 'A') {
  await seedSession(
    userConfig({ managementUnit: ambit === 'I' ? [6] : [5] }, ambit === 'I' ? 'I' : 'P'),
  );
  const searches: MockRequest[] = [];
  mockApi({
    ...referenceRoutes(ambit),
    'POST /pre/v3/cap/ConsultaTramites': (request) => {
      searches.push(request);
      return { body: RESULTS };
    },
  });
  const utils = renderApp({
    path: '/tramitesonline/capweb?pestania=estadoDeTramites',
    now: () => CASE_NOW,
  });
  await screen.findByRole('table', { name: /Trámites iniciados/ });
  return { searches, ...utils };
}

describe('case search', () => {
  it('opens on the last 15 days up to now, sent as YYYY/MM/DD with the end plus one day', async () => {
    const { searches } = await openSearch();
    expect(
      screen.getByRole('tab', { name: 'Estado de Trámites' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(searches.at(-1)?.body).toEqual({
      ambitoPrestador: 'A',
      prestad: 100001,
      fechaDesde: '2026/02/23',
      fechaHasta: '2026/03/11',
    });
    expect(
      screen.getByText(/Trámites iniciados del 23\/02\/2026 al 10\/03\/2026: 3 trámites/),
    ).toBeTruthy();
  });

  it('lists only cases with a status description, with the §4 labels and dd/mm/yyyy dates', async () => {
    await openSearch();
    const table = screen.getByRole('table', { name: /Trámites iniciados/ });
    expect(within(table).queryByRole('link', { name: '4100012' })).toBeNull();
    const inProcess = within(table).getByRole('row', { name: /4100010/ });
    expect(within(inProcess).getByText('En Proceso')).toBeTruthy();
    expect(within(inProcess).getByText('05/03/2026')).toBeTruthy();
    const closed = within(table).getByRole('row', { name: /4100011/ });
    expect(within(closed).getByText('Finalizado')).toBeTruthy();
    // 02:30 UTC on the 1st is still the last day of February in Argentina.
    expect(within(closed).getByText('28/02/2026')).toBeTruthy();
    expect(within(table).getByRole('link', { name: '4100013' }).getAttribute('href')).toBe(
      '/prestadores/tramitesonline/capweb/tramite/4100013',
    );
  });

  it('with only a start date the search runs up to now; Finalizado asks for states 4, 5 and 6', async () => {
    const { searches, user } = await openSearch();
    await user.type(screen.getByLabelText(/^Desde/), '01/03/2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Finalizado');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Área' }), 'Liquidaciones');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(searches.at(-1)?.body).toEqual({
        ambitoPrestador: 'A',
        prestad: 100001,
        motivoId: 24,
        estado: [4, 5, 6],
        fechaDesde: '2026/03/01',
        fechaHasta: '2026/03/11',
      }),
    );
  });

  it('an interior provider searches its contracting area as 17', async () => {
    const { searches, user } = await openSearch('I');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Área' }), 'Contrataciones');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(searches.at(-1)?.body).toMatchObject({ ambitoPrestador: 'I', motivoId: 17 }),
    );
  });

  it('dates typed as digits get their slashes; an impossible one is flagged on its field', async () => {
    const { searches, user } = await openSearch();
    const before = searches.length;
    const start = screen.getByRole('textbox', { name: /^Desde/ });
    await user.type(start, '31042026');
    expect((start as HTMLInputElement).value).toBe('31/04/2026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(TYPED_DATE_INVALID)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(searches).toHaveLength(before);

    await user.clear(start);
    await user.type(start, '1/3/2026');
    await user.type(screen.getByRole('textbox', { name: /^Hasta/ }), '05032026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(searches.at(-1)?.body).toMatchObject({
        fechaDesde: '2026/03/01',
        fechaHasta: '2026/03/06',
      }),
    );
  });

  it('a start after the end is explained and not sent; changing either date takes it away', async () => {
    const { searches, user } = await openSearch();
    const before = searches.length;
    await user.type(screen.getByLabelText(/^Desde/), '05/03/2026');
    await user.type(screen.getByLabelText(/^Hasta/), '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('La fecha desde no puede ser posterior a la fecha hasta.'),
    ).toBeTruthy();
    expect(searches).toHaveLength(before);
    // The message is said on Hasta, but the start is as much a part of the window.
    await user.clear(screen.getByLabelText(/^Desde/));
    expect(
      screen.queryByText('La fecha desde no puede ser posterior a la fecha hasta.'),
    ).toBeNull();
  });
});
