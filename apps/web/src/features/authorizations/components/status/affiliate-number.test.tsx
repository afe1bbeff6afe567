import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BASE, openPage, summary } from '../../testing';

vi.setConfig({ testTimeout: 30_000 });

/** Estado de Trámites wrote "30000001 01"; the spec's number is "30000001 1 01". */
describe('Estado de Trámites shows the affiliate number whole', () => {
  it('each row reads the number as the credential prints it', async () => {
    await openPage(
      {
        [`GET ${BASE}/tramites`]: {
          body: {
            items: [summary({ nroAutorizacion: 7100001 })],
            total: 1,
            pagina: 1,
            cantidad: 20,
            fechaDesde: '20260223',
            fechaHasta: '20260310',
          },
        },
      },
      { tab: 'transaction_status' },
    );
    const table = await screen.findByRole('table');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByText('30000001 1 01 · Juan Pérez')).toBeTruthy();
    expect(table.textContent).not.toContain('30000001 01');
  });
});
