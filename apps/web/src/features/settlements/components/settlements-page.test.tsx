import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig, permissions } from '@/testing/factories';
import { errorReply, mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  DEBITS,
  LIST,
  NOW,
  PATH,
  debitLine,
  debitsPage,
  listPage,
  settlementRow,
} from '../testing';

const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('Consulta de liquidación', () => {
  it('opens on the last twelve months and lists each settlement in es-AR money', async () => {
    await seedSession(userConfig({ userPermissions: permissions() }));
    const api = mockModuleApi('consulta-de-liquidacion', {
      [LIST]: {
        body: listPage([
          settlementRow(),
          settlementRow({ expediente: 1100023, periodo: '202601', estado: 'Pagada' }),
        ]),
      },
    });
    renderApp({ path: PATH, now: NOW });
    const table = await screen.findByRole('table', { name: 'Liquidaciones' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => nbsp(row.textContent))).toEqual([
      'ExpedientePeríodo ▼BrutoDébitosCopagoNetoEstado',
      'Ver expediente 110002402/2026$ 123.456,78$ 2.500,50$ 3.000,00$ 117.956,28Liquidada',
      'Ver expediente 110002301/2026$ 123.456,78$ 2.500,50$ 3.000,00$ 117.956,28Pagada',
    ]);
    expect(screen.getByText('Liquidaciones de 03/2025 a 02/2026: 2.')).toBeTruthy();
    const query = api.callsTo(LIST)[0]!.url.searchParams;
    expect([query.get('periodoDesde'), query.get('periodoHasta')]).toEqual(['202503', '202602']);
  });

  it('refuses an end before the start beside the field, without asking the server', async () => {
    await seedSession(userConfig({ userPermissions: permissions() }));
    const api = mockModuleApi('consulta-de-liquidacion', {
      [LIST]: { body: listPage([settlementRow()]) },
    });
    const { user } = renderApp({ path: PATH, now: NOW });
    await screen.findByRole('table', { name: 'Liquidaciones' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Año hasta' }), '2025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mes hasta' }), '01');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(
      await screen.findByText('El período hasta no puede ser anterior al período desde.'),
    ).toBeTruthy();
    expect(
      api.callsTo(LIST).map((call) => call.url.searchParams.get('periodoHasta')),
    ).not.toContain('202501');
  });

  it('sorts on the server when a header is pressed, and opens a settlement on its debits', async () => {
    await seedSession(userConfig({ userPermissions: permissions() }));
    const api = mockModuleApi('consulta-de-liquidacion', {
      [LIST]: { body: listPage([settlementRow()]) },
      [DEBITS]: { body: debitsPage([debitLine()]) },
      'GET /pre/v1/liquidaciones/100001/expe-liquidacion': {
        body: {
          ...settlementRow(),
          prestador: { id: 100001, razonSocial: 'María Laura González' },
        },
      },
    });
    const { user } = renderApp({ path: PATH, now: NOW });
    await screen.findByRole('table', { name: 'Liquidaciones' });
    await user.click(screen.getByRole('button', { name: 'Neto' }));
    await waitFor(() =>
      expect(api.callsTo(LIST).some((call) => call.url.searchParams.get('orden') === 'neto')).toBe(
        true,
      ),
    );
    const sorted = api.callsTo(LIST).at(-1)!.url.searchParams;
    expect([sorted.get('orden'), sorted.get('sentido')]).toEqual(['neto', 'asc']);
    expect(screen.getByRole('columnheader', { name: /Neto/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: 'Ver expediente 1100024' }));
    expect(await screen.findByRole('heading', { name: 'Expediente 1100024' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Débitos' }));
    const debits = await screen.findByRole('table', { name: 'Débitos del expediente 1100024' });
    expect(nbsp(within(debits).getAllByRole('row')[1]!.textContent)).toContain(
      '14/02/202630000001 1 01 · Juan Pérez420101 Consulta médica$ 2.500,50D01 · Prestación sin autorización previa',
    );
    expect(api.callsTo(DEBITS)[0]!.url.searchParams.get('expediente')).toBe('1100024');
  });

  it("opens the settlement a support case links to, and its debits' Reclamar goes to a prefilled case", async () => {
    await seedSession(userConfig({ userPermissions: permissions() }));
    const api = mockModuleApi('consulta-de-liquidacion', {
      [LIST]: { body: listPage([settlementRow()]) },
      [DEBITS]: { body: debitsPage([debitLine()]) },
      'GET /pre/v1/liquidaciones/100001/expe-liquidacion': {
        body: {
          ...settlementRow(),
          prestador: { id: 100001, razonSocial: 'María Laura González' },
        },
      },
      'GET /pre/v1/liquidaciones/100001/expe-comprobantes': {
        body: {
          pagina: 1,
          cantidad: 20,
          total: 2,
          filas: [
            {
              id: 7,
              tipo: 'Factura B',
              numero: '0003-00001023',
              fecha: '01/03/2026',
              importeCentavos: 12345678,
            },
            {
              id: 8,
              tipo: 'Nota de crédito B',
              numero: '0003-00000523',
              fecha: '05/03/2026',
              importeCentavos: 250050,
            },
          ],
        },
      },
    });
    const { user } = renderApp({ path: `${PATH}?expediente=1100024`, now: NOW });
    expect(await screen.findByRole('heading', { name: 'Expediente 1100024' })).toBeTruthy();
    const list = api.callsTo(LIST)[0]!.url.searchParams;
    expect([list.get('expediente'), list.get('periodoDesde'), list.get('periodoHasta')]).toEqual([
      '1100024',
      '202403',
      '202602',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Débitos' }));
    const claim = await screen.findByRole('link', {
      name: 'Reclamar el débito del 14/02/2026 de Juan Pérez',
    });
    const href = new URL(claim.getAttribute('href')!, 'http://portal');
    expect(href.pathname.endsWith('/tramitesonline/capweb')).toBe(true);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      reclamo: 'debito',
      expediente: '1100024',
      comprobante: '0003-00001023',
      tipo: 'FB',
      linea:
        '14/02/2026 · 30000001 1 01 Juan Pérez · 420101 Consulta médica · $\u00a02.500,50 · D01 Prestación sin autorización previa',
    });
  });

  it('a list that fails to load shows the §8 Error marker with the reason', async () => {
    await seedSession(userConfig({ userPermissions: permissions() }));
    mockModuleApi('consulta-de-liquidacion', {
      [LIST]: errorReply(400, 'El período consultado no puede superar los 24 meses.'),
    });
    renderApp({ path: PATH, now: NOW });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('El período consultado no puede superar los 24 meses.');
  });
});
