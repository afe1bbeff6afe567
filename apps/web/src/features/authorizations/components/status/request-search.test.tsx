import { AFFILIATE_NUMBER_MESSAGES } from '@portal/domain/affiliates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE, openPage, summary } from '../../testing';

vi.setConfig({ testTimeout: 30_000 });

const ROWS = [
  summary({
    nroAutorizacion: 7100003,
    estado: { id: 1, descripcion: 'Pendiente', display: 'Pendiente' },
  }),
  summary({
    nroAutorizacion: 7100002,
    estado: { id: 2, descripcion: 'Observado', display: 'Observado' },
  }),
  summary({
    nroAutorizacion: 7100001,
    estado: { id: 4, descripcion: 'Rechazado', display: 'Finalizado' },
  }),
];

function searchReply(url: URL) {
  return {
    body: {
      items: ROWS,
      total: ROWS.length,
      pagina: Number(url.searchParams.get('pagina') ?? 1),
      cantidad: 20,
      fechaDesde: url.searchParams.get('fechaDesde') ?? '20260223',
      // The last day searched, the one before the query's exclusive end.
      fechaHasta: '20260310',
    },
  };
}

describe('Estado de Trámites', () => {
  it('searches the last 15 days at once and shows each state with the §4 label', async () => {
    const { api } = await openPage(
      { [`GET ${BASE}/tramites`]: ({ url }) => searchReply(url) },
      { tab: 'transaction_status' },
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Pendiente',
      'Observado',
      'Finalizado',
    ]);
    expect(within(rows[2]!).getByRole('link', { name: '7100001' })).toBeTruthy();
    const [search] = api.callsTo(`GET ${BASE}/tramites`);
    expect(search?.url.searchParams.get('fechaDesde')).toBe('20260223');
    expect(search?.url.searchParams.get('fechaHasta')).toBe('20260311');
    expect(screen.getByText(/Trámites del 23\/02\/2026 al 10\/03\/2026: 3 trámites/)).toBeTruthy();
  });

  it('exports the CSV with the filters of the search shown', async () => {
    const { user, api } = await openPage(
      {
        [`GET ${BASE}/tramites`]: ({ url }) => searchReply(url),
        [`GET ${BASE}/tramites-csv`]: { body: new TextEncoder().encode('nro;estado\n') },
      },
      { tab: 'transaction_status' },
    );
    await screen.findByRole('table');
    const desde = screen.getByLabelText(/^Desde/);
    await user.clear(desde);
    await user.type(desde, '01032026');
    await user.type(screen.getByLabelText(/^Número de afiliado/), '30000001 1 01');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Estado/ }), 'Observado');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(
        api.callsTo(`GET ${BASE}/tramites`).some((call) => call.url.searchParams.has('estado')),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(
      await screen.findByText('El listado de trámites está listo para descargar.'),
    ).toBeTruthy();
    const [csv] = api.callsTo(`GET ${BASE}/tramites-csv`);
    expect(Object.fromEntries(csv!.url.searchParams)).toEqual({
      fechaDesde: '20260301',
      fechaHasta: '20260311',
      contra: '30000001',
      inte: '1',
      estado: 'observado',
    });
  });

  it('a start date after the end is refused in Spanish without searching', async () => {
    const { user, api } = await openPage(
      { [`GET ${BASE}/tramites`]: ({ url }) => searchReply(url) },
      { tab: 'transaction_status' },
    );
    await screen.findByRole('table');
    const searches = api.callsTo(`GET ${BASE}/tramites`).length;
    const desde = screen.getByLabelText(/^Desde/);
    await user.clear(desde);
    await user.type(desde, '20032026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('La fecha desde no puede ser posterior a la fecha hasta.'),
    ).toBeTruthy();
    expect(api.callsTo(`GET ${BASE}/tramites`)).toHaveLength(searches);
  });

  it('a malformed affiliate number is said on its field, which takes the cursor, without searching', async () => {
    const { user, api } = await openPage(
      { [`GET ${BASE}/tramites`]: ({ url }) => searchReply(url) },
      { tab: 'transaction_status' },
    );
    await screen.findByRole('table');
    const searches = api.callsTo(`GET ${BASE}/tramites`).length;
    const field = screen.getByRole('textbox', { name: /^Número de afiliado/ });
    await user.type(field, '30000001-1-01');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(AFFILIATE_NUMBER_MESSAGES.malformed)).toBeTruthy();
    expect(api.callsTo(`GET ${BASE}/tramites`)).toHaveLength(searches);
  });
});
