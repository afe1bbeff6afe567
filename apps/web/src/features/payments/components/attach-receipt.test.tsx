import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession, userConfig } from '@/testing/factories';
import { mockModuleApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { PDF_BYTES, file } from '@/testing/support-cases';
import { INVOICES, PAYMENTS, invoice, invoicesReply, paymentsReply } from '../testing';

const PATH = '/tramitesonline/consulta-pagos-facturas';
const ATTACH = 'POST /pre/v1/prestadores/100001/facturas/31/comprobantes';

async function openInvoices(routes: MockRoutes, mode: 'user' | 'readOnly' = 'user') {
  await seedSession(userConfig({ mode }));
  const api = mockModuleApi('consulta-de-facturas/pagos', {
    [PAYMENTS]: { body: paymentsReply([]) },
    [INVOICES]: { body: invoicesReply([invoice()]) },
    ...routes,
  });
  const rendered = renderApp({ path: PATH });
  await rendered.user.click(await screen.findByRole('tab', { name: 'Facturas' }));
  await screen.findByRole('table', { name: 'Últimas facturas' });
  return { ...rendered, api };
}

describe('attaching a receipt to an invoice (spec §4)', () => {
  it('starts, shows the spinner and progress bar while sending, then the success modal until hidden', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = await openInvoices({
      [ATTACH]: async () => {
        await held;
        return {
          status: 201,
          body: {
            mensaje: 'El comprobante quedó adjuntado a la factura.',
            factura: invoice({ recibos: 1 }),
            comprobantes: [{ id: 1, fileName: 'recibo.pdf', fecha: '10/03/2026 10:00' }],
          },
        };
      },
    });
    await user.click(
      screen.getByRole('button', { name: 'Adjuntar comprobante a la factura 0001-00000031' }),
    );
    const modal = await screen.findByRole('dialog', {
      name: 'Adjuntar comprobante a la factura 0001-00000031',
    });
    await user.upload(
      within(modal).getByLabelText('Elegir comprobante'),
      file('recibo.pdf', PDF_BYTES),
    );
    expect(await within(modal).findByText(/recibo\.pdf/)).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Adjuntar' }));

    const bar = await screen.findByRole('progressbar', { name: 'Envío del comprobante' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByLabelText('Adjuntando el comprobante')).toBeTruthy();
    release();

    const success = await screen.findByRole('dialog', { name: 'Comprobante adjuntado' });
    expect(success.textContent).toContain(
      'El comprobante quedó adjuntado a la factura. Factura C 0001-00000031: 1 comprobante.',
    );
    const [call] = api.callsTo(ATTACH);
    expect(call?.body).toEqual({
      rudiFiles: [
        {
          fileName: 'recibo.pdf',
          sizeInBytes: String(PDF_BYTES.length),
          base64Content: btoa(String.fromCharCode(...PDF_BYTES)),
        },
      ],
    });
    await user.click(within(success).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Comprobante adjuntado' })).toBeNull(),
    );
  });

  it('Cancelar closes the form without sending; a refusal opens the error modal with its reason', async () => {
    const { user, api } = await openInvoices({
      [ATTACH]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'RECEIPT_TYPE',
          message: 'El comprobante debe ser un archivo PDF, JPG o PNG.',
        },
      },
    });
    const start = screen.getByRole('button', {
      name: 'Adjuntar comprobante a la factura 0001-00000031',
    });
    await user.click(start);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(ATTACH)).toHaveLength(0);

    await user.click(start);
    const modal = await screen.findByRole('dialog');
    await user.upload(
      within(modal).getByLabelText('Elegir comprobante'),
      file('recibo.pdf', PDF_BYTES),
    );
    await user.click(await within(modal).findByRole('button', { name: 'Adjuntar' }));
    const error = await screen.findByRole('dialog', { name: 'No se adjuntó el comprobante' });
    expect(error.textContent).toContain('El comprobante debe ser un archivo PDF, JPG o PNG.');
  });

  it('tells one list of receipt types, the one the picker and the server apply: a text file is refused on arrival', async () => {
    const { user, api } = await openInvoices({});
    await user.click(
      screen.getByRole('button', { name: 'Adjuntar comprobante a la factura 0001-00000031' }),
    );
    const modal = await screen.findByRole('dialog');
    const input = within(modal).getByLabelText<HTMLInputElement>('Elegir comprobante');
    expect(input.accept).toBe('.pdf,.jpg,.jpeg,.png');
    expect(modal.textContent).toContain('Tipos: PDF, JPG y PNG.');
    expect(modal.textContent).not.toMatch(/GIF|TIFF|DOCX?|XLSX?|TXT/);

    // A file dropped on the zone is not filtered by the input's accept list.
    fireEvent.change(input, {
      target: { files: [file('notas.txt', new TextEncoder().encode('recibo a mano\n'))] },
    });
    const refused = await within(modal).findByRole('alert');
    expect(refused.textContent).toContain(
      'El archivo «notas.txt» no es de un tipo permitido. Tipos permitidos: PDF, JPG y PNG.',
    );
    expect(within(modal).getByRole('button', { name: 'Adjuntar' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.callsTo(ATTACH)).toHaveLength(0);
  });

  it('a read-only session sees the invoices but no attach or read button', async () => {
    await openInvoices({}, 'readOnly');
    expect(screen.queryByRole('button', { name: /Adjuntar comprobante/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Marcar como leída/ })).toBeNull();
  });
});
