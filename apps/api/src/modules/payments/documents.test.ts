import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PaymentsResponse, ReceiptResponse } from '@portal/contracts';
import { formatCents } from '@portal/domain/settlements';
import { DEMO, TEXT, demoAccount, expectError } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf.ts';
import { PDF, rudiFile } from '../../../test/support-cases.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

const DEMO_CUIT = demoAccount(DEMO.demo).provider.cuit;
const INTERIOR_CUIT = demoAccount(DEMO.interior).provider.cuit;
/** The PDF's text: pdf-lib writes a non-breaking space as a plain one after WinAnsi. */
const money = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

describe('payment documents: the payment order, withholding certificates and receipts', () => {
  const ctx = twoProviderApp();
  const get = (url: string, headers = ctx.demo) => ctx.t.inject({ method: 'GET', url, headers });
  const latestPayment = async (headers = ctx.demo, code = 100001, cuit = DEMO_CUIT) =>
    (await get(`/pre/v1/prestadores/${code}/cuit/${cuit}/pagos`, headers)).json<PaymentsResponse>()
      .pagos[0]!;

  it('the payment order is a real PDF with its number, invoices, withholdings and net', async () => {
    const pago = await latestPayment();
    const response = await get(`/pre/v1/proveedores/100001/pagos/${pago.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orden-de-pago-${pago.ordenPago}.pdf"`,
    );
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(1);
    const text = pdfText(response.rawPayload).replace(/\s/g, ' ');
    for (const shown of [
      `Orden de pago ${pago.ordenPago}`,
      'CUIT 27-23456789-',
      'Transferencia bancaria',
      money(pago.bruto),
      money(pago.retenciones.iibb),
      money(pago.neto),
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('each withholding made has its certificate; interior@, exempt from IVA, has none for IVA', async () => {
    const pago = await latestPayment();
    const response = await get(
      `/pre/v1/proveedores/100001/pagos/${pago.id}/certificados/ganancias/pdf`,
    );
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload).replace(/\s/g, ' ');
    expect(text).toContain('Certificado de retención de Ganancias');
    expect(text).toContain(`Certificado N° ${pago.ordenPago}-GANANCIAS`);
    expect(text).toContain(money(pago.retenciones.ganancias));
    expect(text).toContain('2,00 %');

    const theirs = await latestPayment(ctx.interior, 200001, INTERIOR_CUIT);
    expectError(
      await get(`/pre/v1/proveedores/200001/pagos/${theirs.id}/certificados/iva/pdf`, ctx.interior),
      404,
      'NO_WITHHOLDING',
      'El pago no tiene retención de IVA.',
    );
    expectError(
      await get(`/pre/v1/proveedores/100001/pagos/${theirs.id}/pdf`),
      404,
      'NOT_FOUND',
      TEXT.notFound,
    );
    expectError(
      await get(`/pre/v1/proveedores/100001/pagos/${pago.id}/certificados/sellos/pdf`),
      400,
      'VALIDATION',
    );
  });

  it('a receipt attached is downloaded as it was sent, by its provider only', async () => {
    const invoices = await get('/pre/v1/prestadores/100001/facturas?estado=presentadas');
    const factura = invoices.json<{ facturas: { id: number }[] }>().facturas[0]!.id;
    const attached = await ctx.t.inject({
      method: 'POST',
      url: `/pre/v1/prestadores/100001/facturas/${factura}/comprobantes`,
      headers: ctx.demo,
      payload: { rudiFiles: [rudiFile('recibo.pdf', PDF)] },
    });
    const [receipt] = attached.json<ReceiptResponse>().comprobantes;
    const url = `/pre/v1/prestadores/100001/facturas/${factura}/comprobantes/${receipt!.id}`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(response.rawPayload, PDF)).toBe(0);
    expectError(
      await get(
        `/pre/v1/prestadores/200001/facturas/${factura}/comprobantes/${receipt!.id}`,
        ctx.interior,
      ),
      404,
      'NOT_FOUND',
    );
  });
});
