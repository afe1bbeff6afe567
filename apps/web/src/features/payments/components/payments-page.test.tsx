import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { INVOICES, PAYMENTS, READ, invoice, invoicesReply, paymentsReply } from '../testing';

const PATH = '/tramitesonline/consulta-pagos-facturas';
const MODULE = 'consulta-de-facturas/pagos';
const nbsp = (text: string | null) => text?.replace(/\s/g, ' ');

describe('Consulta de pagos y facturas', () => {
  it('shows each payment with its withholdings and net, and the totals, in es-AR money', async () => {
    await seedSession(userConfig());
    mockModuleApi(MODULE, { [PAYMENTS]: { body: paymentsReply() } });
    renderApp({ path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consulta de pagos y facturas' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Pagos' });
    const [, row, totals] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => nbsp(cell.textContent)),
    ).toEqual([
      '14/01/2026',
      'OP-100001-202512',
      'Transferencia bancaria',
      '$ 123.456,78',
      '$ 3.086,42',
      '$ 2.469,14',
      '$ 1.234,57',
      '$ 116.666,65',
    ]);
    // The order itself opens the detail (no column of its own: the table fits 1280 px).
    expect(
      within(row!).getByRole('button', { name: 'Ver detalle de OP-100001-202512' }).textContent,
    ).toBe('OP-100001-202512');
    expect(nbsp(totals!.textContent)).toContain('Totales$ 123.456,78');
    expect(
      screen.getByText(/CUIT 27-12345678-0\. Del 10\/03\/2025 al 10\/03\/2026: 1 pago\./),
    ).toBeTruthy();
  });

  it('a failed load shows the Error marker with the server message', async () => {
    await seedSession(userConfig());
    mockModuleApi(MODULE, {
      [PAYMENTS]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'INVALID_RANGE',
          message: 'El período consultado no puede superar los 2 años.',
        },
      },
    });
    renderApp({ path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('El período consultado no puede superar los 2 años.');
  });

  it('the invoice tabs carry their counts, and an unread invoice can be marked read', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi(MODULE, {
      [PAYMENTS]: { body: paymentsReply([]) },
      [INVOICES]: { body: invoicesReply([invoice()]) },
      [READ]: { body: { leidas: 1 } },
    });
    const { user } = renderApp({ path: PATH });
    await user.click(await screen.findByRole('tab', { name: 'Facturas' }));
    expect(await screen.findByRole('tab', { name: 'Últimas facturas (8)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pendientes de liquidación (4)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'En liquidación (6)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Presentadas (4)' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Últimas facturas' });
    expect(nbsp(table.textContent)).toContain('$ 25.000,50');
    await user.click(
      screen.getByRole('button', { name: 'Marcar como leída la factura 0001-00000031' }),
    );
    await waitFor(() => expect(api.callsTo(READ)).toHaveLength(1));
    expect(api.callsTo(READ)[0]?.body).toEqual({ ids: [31] });

    await user.click(screen.getByRole('tab', { name: 'En liquidación (6)' }));
    await waitFor(() =>
      expect(api.callsTo(INVOICES).at(-1)?.url.searchParams.get('estado')).toBe('enLiquidacion'),
    );
  });
});
