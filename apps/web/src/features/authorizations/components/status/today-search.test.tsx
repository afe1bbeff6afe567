import { sentSearchWindow, lastSearchedDay } from '@portal/domain/support-cases';
import { formatServerDate } from '@portal/domain/format';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockRequest } from '@/testing/mock-api';
import { BASE, NOW, openPage, summary } from '../../testing';

vi.setConfig({ testTimeout: 30_000 });

// NOW is 10/03/2026 10:00 in Argentina: one request filed this morning, one yesterday.
const TODAYS = summary({ nroAutorizacion: 7100010, fecha: '2026-03-10T12:00:00.000Z' });
const YESTERDAYS = summary({ nroAutorizacion: 7100009, fecha: '2026-03-09T12:00:00.000Z' });

/** Answers as the server does: the window read with the contract's rule for `fechaHasta`. */
function serverSearch({ url }: MockRequest) {
  const read = sentSearchWindow(Object.fromEntries(url.searchParams), NOW);
  if (!read.ok) return { status: 400, body: { message: read.problem } };
  const { desde, hasta } = read.window;
  const items = [TODAYS, YESTERDAYS].filter((row) => {
    const at = new Date(row.fecha).getTime();
    return at >= desde.getTime() && at < hasta.getTime();
  });
  return {
    body: {
      items,
      total: items.length,
      pagina: 1,
      cantidad: 20,
      fechaDesde: formatServerDate(desde),
      fechaHasta: formatServerDate(lastSearchedDay(read.window)),
    },
  };
}

const listed = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('Estado de Trámites up to today', () => {
  it('a search whose "hasta" is today finds the request filed today', async () => {
    const { user } = await openPage(
      { [`GET ${BASE}/tramites`]: serverSearch },
      { tab: 'transaction_status' },
    );
    await screen.findByRole('table');
    expect(screen.getByLabelText<HTMLInputElement>(/^Hasta/).value).toBe('10/03/2026');
    expect(listed()).toEqual(['7100010', '7100009']);
    expect(screen.getByText(/Trámites del 23\/02\/2026 al 10\/03\/2026: 2 trámites/)).toBeTruthy();

    const hasta = screen.getByLabelText(/^Hasta/);
    await user.clear(hasta);
    await user.type(hasta, '09032026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(listed()).toEqual(['7100009']));
  });

  it('the CSV is named by the first and last day it lists', async () => {
    const { user } = await openPage(
      {
        [`GET ${BASE}/tramites`]: serverSearch,
        [`GET ${BASE}/tramites-csv`]: { body: new TextEncoder().encode('nro;estado\n') },
      },
      { tab: 'transaction_status' },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Descargar' }).getAttribute('download')).toBe(
      'tramites-20260223-20260310.csv',
    );
  });
});
