import { screen, within } from '@testing-library/react';
import type { SettlementChartsResponse } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { permissions, seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { LIST, NOW, PATH, listPage, settlementRow } from '../testing';

const CHARTS = 'GET /pre/v1/liquidaciones/100001/graficos';
const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

const FIGURES: SettlementChartsResponse = {
  meses: Array.from({ length: 24 }, (_, index) => ({
    periodo: String(
      index < 10 ? 202403 + index : index < 22 ? 202501 + index - 10 : 202601 + index - 22,
    ),
    netoCentavos: 10_000_000 + index,
    debitosCentavos: 50_000,
  })),
  motivos: [
    {
      codigo: 'D01',
      motivo: 'Prestación sin autorización previa',
      debitos: 5,
      importeCentavos: 1_234_567,
    },
    {
      codigo: 'D03',
      motivo: 'Valor facturado superior al arancel convenido',
      debitos: 2,
      importeCentavos: 99_950,
    },
  ],
};

describe('the settlement charts', () => {
  it('load only when asked for, and show the debits by reason also as a table', async () => {
    await seedSession(userConfig({ userPermissions: permissions() }));
    const api = mockModuleApi('consulta-de-liquidacion', {
      [LIST]: { body: listPage([settlementRow()]) },
      [CHARTS]: { body: FIGURES },
    });
    const { user } = renderApp({ path: PATH, now: NOW });
    await screen.findByRole('table', { name: 'Liquidaciones' });
    expect(api.callsTo(CHARTS)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ver gráficos' }));
    expect(
      await screen.findByRole('img', {
        name: 'Neto pagado y débitos de cada mes, de 03/2024 a 02/2026',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /Importe debitado por motivo/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Débitos por motivo' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => nbsp(row.textContent)),
    ).toEqual([
      'D01 · Prestación sin autorización previa5$ 12.345,67',
      'D03 · Valor facturado superior al arancel convenido2$ 999,50',
    ]);
    expect(api.callsTo(CHARTS).length).toBeGreaterThan(0);
  });
});
