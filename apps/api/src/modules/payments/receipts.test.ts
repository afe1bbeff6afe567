import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InvoicesResponse, ReceiptResponse, ReceiptsResponse } from '@portal/contracts';
import { invoiceReceipts, invoices } from '../../db/schema/payments.ts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { PDF, PNG, rudiFile } from '../../../test/support-cases.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

/** Allowed in the support centre, but not a receipt. */
const TXT = Buffer.from('Pagado por transferencia el 05/02/2026');

/** Attaching receipts to invoices (spec §4 "Other flows"). */
describe('attaching receipts to an invoice', () => {
  const ctx = twoProviderApp();
  const attach = (factura: number, files: object[], headers = ctx.demo, code = 100001) =>
    ctx.t.inject({
      method: 'POST',
      url: `/pre/v1/prestadores/${code}/facturas/${factura}/comprobantes`,
      headers,
      payload: { rudiFiles: files },
    });
  const receiptCount = async () =>
    (await ctx.t.db.select({ n: count() }).from(invoiceReceipts))[0]!.n;
  const firstInvoice = async (
    providerId: number,
    estado: 'pendiente' | 'enLiquidacion' | 'liquidada',
  ) => {
    const [row] = await ctx.t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.providerId, providerId), eq(invoices.estado, estado)))
      .limit(1);
    return row!.id;
  };

  it('keeps a PDF and a picture with a pending invoice, and the invoice lists count them', async () => {
    const factura = await firstInvoice(100001, 'pendiente');
    const response = await attach(factura, [
      rudiFile('recibo transferencia.pdf', PDF),
      rudiFile('foto.png', PNG),
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<ReceiptResponse>();
    expect(body.mensaje).toBe('El comprobante quedó adjuntado a la factura.');
    expect(body.factura).toMatchObject({ id: factura, recibos: 2 });
    expect(body.comprobantes.map((receipt) => receipt.fileName)).toEqual([
      'recibo transferencia.pdf',
      'foto.png',
    ]);
    const stored = await ctx.t.db
      .select({ contentType: invoiceReceipts.contentType, content: invoiceReceipts.content })
      .from(invoiceReceipts)
      .where(eq(invoiceReceipts.invoiceId, factura));
    expect(stored.map((row) => row.contentType)).toEqual(['application/pdf', 'image/png']);
    expect(Buffer.compare(stored[0]!.content, PDF)).toBe(0);
    const listed = await ctx.t.inject({
      method: 'GET',
      url: '/pre/v1/prestadores/100001/facturas',
      headers: ctx.demo,
      query: { estado: 'pendienteLiquidacion' },
    });
    const row = listed.json<InvoicesResponse>().facturas.find((f) => f.id === factura);
    expect(row?.recibos).toBe(2);
  });

  it('refuses what is not a PDF or a picture, a lying file, a settled or foreign invoice, and writes nothing', async () => {
    const factura = await firstInvoice(100001, 'pendiente');
    const before = await receiptCount();
    // Files the support centre takes but a receipt does not: the one list the dialog shows.
    for (const refused of [
      rudiFile('nota.txt', TXT),
      rudiFile('escaneo.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')),
    ]) {
      expectError(
        await attach(factura, [refused]),
        400,
        'RECEIPT_TYPE',
        'El comprobante debe ser un archivo PDF, JPG o PNG.',
      );
    }
    expectError(
      await attach(factura, [rudiFile('recibo.pdf', Buffer.from('MZ not a pdf'))]),
      400,
      'FILE_CONTENT_MISMATCH',
    );
    expectError(
      await attach(await firstInvoice(100001, 'liquidada'), [rudiFile('r.pdf', PDF)]),
      409,
      'INVOICE_SETTLED',
      'La factura ya fue liquidada: no admite comprobantes.',
    );
    const theirs = await firstInvoice(200001, 'pendiente');
    expectError(await attach(theirs, [rudiFile('r.pdf', PDF)]), 404, 'NOT_FOUND', TEXT.notFound);
    expectError(await attach(factura, []), 400, 'VALIDATION', /Elegí el comprobante/);
    const readOnly = (await openExternalSession(ctx.t, DEMO.demo, 'readOnly')).headers;
    expectError(await attach(factura, [rudiFile('r.pdf', PDF)], readOnly), 403, 'READ_ONLY');
    expect(await receiptCount()).toBe(before);
  });

  it('lists the receipts of an invoice with size, date and who attached each, and each downloads', async () => {
    const factura = await firstInvoice(100001, 'enLiquidacion');
    const list = (code = 100001, invoice = factura, headers = ctx.demo) =>
      ctx.t.inject({
        method: 'GET',
        url: `/pre/v1/prestadores/${code}/facturas/${invoice}/comprobantes`,
        headers,
      });
    expect((await list()).json<ReceiptsResponse>()).toEqual({ factura, comprobantes: [] });
    expect((await attach(factura, [rudiFile('transferencia.pdf', PDF)])).statusCode).toBe(201);

    const response = await list();
    expect(response.statusCode).toBe(200);
    const [receipt] = response.json<ReceiptsResponse>().comprobantes;
    expect(receipt).toMatchObject({
      fileName: 'transferencia.pdf',
      tamano: PDF.length,
      usuario: 'María Laura González',
    });
    expect(receipt?.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const file = await ctx.t.inject({
      method: 'GET',
      url: `/pre/v1/prestadores/100001/facturas/${factura}/comprobantes/${receipt!.id}`,
      headers: ctx.demo,
    });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);

    // Another provider's invoice, under either path, is a 404 like an unknown one.
    const theirs = await firstInvoice(200001, 'pendiente');
    expectError(await list(100001, theirs), 404, 'NOT_FOUND', TEXT.notFound);
    expectError(await list(200001, factura), 404, 'NOT_FOUND', TEXT.notFound);
    expectError(await list(100001, 99999999), 404, 'NOT_FOUND', TEXT.notFound);
    // A read-only session reads them.
    const readOnly = (await openExternalSession(ctx.t, DEMO.demo, 'readOnly')).headers;
    expect((await list(100001, factura, readOnly)).statusCode).toBe(200);
  });
});
