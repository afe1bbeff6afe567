import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InquiriesResponse, InquiryDto, PaymentsResponse } from '@portal/contracts';
import { paymentInquiries } from '../../db/schema/payments.ts';
import { DEMO, TEXT, demoAccount, expectError } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

const BASE = '/pre/v1/pagos-facturas/100001';

describe('payment inquiries (pagos-facturas)', () => {
  const ctx = twoProviderApp();
  const get = (url: string, headers = ctx.demo) => ctx.t.inject({ method: 'GET', url, headers });
  const file = (payload: object, headers = ctx.demo, base = BASE) =>
    ctx.t.inject({ method: 'POST', url: `${base}/llamado`, headers, payload });
  const inquiryCount = async () =>
    (await ctx.t.db.select({ n: count() }).from(paymentInquiries))[0]!.n;
  const payments = async (headers = ctx.demo, code = 100001, email: string = DEMO.demo) =>
    (
      await get(
        `/pre/v1/prestadores/${code}/cuit/${demoAccount(email).provider.cuit}/pagos`,
        headers,
      )
    ).json<PaymentsResponse>().pagos;

  it('lists the reasons, states and companies to choose from', async () => {
    expect((await get(`${BASE}/motivos`)).json()).toContainEqual({
      id: 3,
      descripcion: 'Retenciones aplicadas',
    });
    expect((await get(`${BASE}/estados`)).json()).toEqual([
      { id: 1, descripcion: 'Abierto' },
      { id: 2, descripcion: 'En análisis' },
      { id: 3, descripcion: 'Resuelto' },
    ]);
    expect((await get(`${BASE}/empresas`)).json()).toHaveLength(2);
  });

  it('shows the seeded open inquiry, files a new one about a payment and follows it first', async () => {
    const before = (await get(`${BASE}/llamados`)).json<InquiriesResponse>().llamados;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ motivoDesc: 'Retenciones aplicadas', estadoDesc: 'Abierto' });
    const [, older] = await payments();
    const response = await file({
      pago: older!.id,
      motivo: 2,
      empresa: 1,
      observacion: 'El neto <b>no</b> coincide con la factura',
    });
    expect(response.statusCode).toBe(201);
    const filed = response.json<InquiryDto>();
    expect(filed).toMatchObject({
      ordenPago: older!.ordenPago,
      motivoDesc: 'Diferencia en el importe',
      empresaDesc: 'Medicina Prepaga',
      estado: 1,
      estadoDesc: 'Abierto',
      alta: '10/03/2026 10:00',
    });
    expect(filed.observacion).not.toContain('<b>');
    const after = (await get(`${BASE}/llamados`)).json<InquiriesResponse>().llamados;
    expect(after.map((inquiry) => inquiry.id)).toEqual([filed.id, before[0]!.id]);
  });

  it('a foreign payment, an unknown reason or company, read-only: refused, nothing written', async () => {
    const before = await inquiryCount();
    const [theirs] = await payments(ctx.interior, 200001, DEMO.interior);
    expectError(
      await file({ pago: theirs!.id, motivo: 1, empresa: 1 }),
      404,
      'NOT_FOUND',
      TEXT.notFound,
    );
    const [mine] = await payments();
    expectError(
      await file({ pago: mine!.id, motivo: 42, empresa: 1 }),
      422,
      'UNKNOWN_OPTION',
      'Elegí un motivo de la lista.',
    );
    expectError(
      await file({ pago: mine!.id, motivo: 1, empresa: 9 }),
      422,
      'UNKNOWN_OPTION',
      'Elegí una empresa de la lista.',
    );
    expectError(await file({ pago: mine!.id, motivo: 'x', empresa: 1 }), 400, 'VALIDATION');
    const readOnly = (await openExternalSession(ctx.t, DEMO.demo, 'readOnly')).headers;
    expectError(await file({ pago: mine!.id, motivo: 1, empresa: 1 }, readOnly), 403, 'READ_ONLY');
    expect((await get(`${BASE}/llamados`, readOnly)).statusCode).toBe(200);
    expectError(
      await file(
        { pago: mine!.id, motivo: 1, empresa: 1 },
        ctx.demo,
        '/pre/v1/pagos-facturas/200001',
      ),
      404,
      'NOT_FOUND',
    );
    expect(await inquiryCount()).toBe(before);
  });
});
