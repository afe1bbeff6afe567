import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceiptsResponse } from '@portal/contracts';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PDF_BYTES } from '@/testing/support-cases';
import { INVOICES, PAYMENTS, invoice, invoicesReply, paymentsReply } from '../testing';

const LIST = 'GET /pre/v1/prestadores/100001/facturas/31/comprobantes';
const FILE = 'GET /pre/v1/prestadores/100001/facturas/31/comprobantes/5';
const RECEIPTS: ReceiptsResponse = {
  factura: 31,
  comprobantes: [
    {
      id: 5,
      fileName: 'transferencia.pdf',
      tamano: 1_468_006,
      fecha: '05/03/2026 11:20',
      usuario: 'María Laura González',
    },
  ],
};

async function openInvoices(mode: 'user' | 'readOnly' = 'user') {
  await seedSession(userConfig({ mode }));
  const api = mockModuleApi('consulta-de-facturas/pagos', {
    [PAYMENTS]: { body: paymentsReply([]) },
    [INVOICES]: { body: invoicesReply([invoice({ recibos: 1 }), invoice({ id: 32 })]) },
    [LIST]: { body: RECEIPTS },
    [FILE]: { body: PDF_BYTES },
  });
  const rendered = renderApp({ path: '/tramitesonline/consulta-pagos-facturas' });
  await rendered.user.click(await screen.findByRole('tab', { name: 'Facturas' }));
  await screen.findByRole('table', { name: 'Últimas facturas' });
  return { ...rendered, api };
}

describe("an invoice's receipts", () => {
  it('open from the invoice: name, size, date and who attached each, and each downloads', async () => {
    const { user, api } = await openInvoices();
    // Only the invoice with receipts offers them; the list is asked for when opened.
    expect(screen.getAllByRole('button', { name: /^Ver los comprobantes/ })).toHaveLength(1);
    expect(api.callsTo(LIST)).toHaveLength(0);
    await user.click(
      screen.getByRole('button', { name: 'Ver los comprobantes de la factura 0001-00000031' }),
    );
    const modal = await screen.findByRole('dialog', {
      name: 'Comprobantes de la factura 0001-00000031',
    });
    const table = await within(modal).findByRole('table', { name: 'Comprobantes adjuntos' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'transferencia.pdf',
      '1,4 MB',
      '05/03/2026 11:20',
      'María Laura González',
      'Descargar',
    ]);

    await user.click(within(modal).getByRole('button', { name: 'Descargar transferencia.pdf' }));
    const offer = await screen.findByRole('dialog', { name: 'Descarga' });
    expect(within(offer).getByRole('link', { name: 'Descargar' }).getAttribute('download')).toBe(
      'transferencia.pdf',
    );
    expect(api.callsTo(FILE)).toHaveLength(1);
  });

  it('a read-only session sees the receipts too, but cannot attach', async () => {
    const { user } = await openInvoices('readOnly');
    expect(screen.queryByRole('button', { name: /^Adjuntar comprobante/ })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Ver los comprobantes de la factura 0001-00000031' }),
    );
    const modal = await screen.findByRole('dialog', {
      name: 'Comprobantes de la factura 0001-00000031',
    });
    const table = await within(modal).findByRole('table', { name: 'Comprobantes adjuntos' });
    expect(within(table).getByRole('row', { name: /transferencia\.pdf/ })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Descargar transferencia.pdf' })).toBeTruthy();
  });
});
