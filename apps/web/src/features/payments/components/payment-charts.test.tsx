import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentChartsResponse } from '@portal/contracts';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PAYMENTS, paymentsReply } from '../testing';

const CHARTS = 'GET /pre/v1/prestadores/100001/pagos-graficos';
const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

const FIGURES: PaymentChartsResponse = {
  desde: '202404',
  hasta: '202603',
  meses: Array.from({ length: 24 }, (_, index) => ({
    periodo: String(
      index < 9 ? 202404 + index : index < 21 ? 202501 + index - 9 : 202601 + index - 21,
    ),
    neto: 10_000_000 + index,
    pagos: 1,
  })),
  retenciones: { iibb: 1_234_567, ganancias: 99_950, iva: 0 },
};

describe('the payment charts', () => {
  it('load only when asked for, and show the withholdings by kind also as a table', async () => {
    await seedSession(userConfig());
    const api = mockModuleApi('consulta-de-facturas/pagos', {
      [PAYMENTS]: { body: paymentsReply() },
      [CHARTS]: { body: FIGURES },
    });
    const { user } = renderApp({ path: '/tramitesonline/consulta-pagos-facturas' });
    await screen.findByRole('table', { name: 'Pagos' });
    expect(api.callsTo(CHARTS)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ver gráficos' }));
    expect(
      await screen.findByRole('img', { name: 'Neto pagado en cada mes, de 04/2024 a 03/2026' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Retenciones por impuesto, de 04/2024 a 03/2026' }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Retenciones por impuesto' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => nbsp(row.textContent)),
    ).toEqual(['Ingresos Brutos$ 12.345,67', 'Ganancias$ 999,50', 'IVA$ 0,00']);
    expect(api.callsTo(CHARTS).length).toBeGreaterThan(0);
  });
});
