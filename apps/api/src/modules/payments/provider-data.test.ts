import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsultingRoomsResponse, TaxDataResponse } from '@portal/contracts';
import { providerTaxData } from '../../db/schema/payments.ts';
import { DEMO, demoAccount, expectError } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

describe("the provider's consulting rooms, tax data, agreement, channel and discount table", () => {
  const ctx = twoProviderApp();
  const get = (url: string, headers = ctx.demo) => ctx.t.inject({ method: 'GET', url, headers });
  const setChannel = (habilitado: unknown, headers = ctx.demo, code = 100001) =>
    ctx.t.inject({
      method: 'PUT',
      url: `/pre/v1/prestadores/${code}/canal-electronico`,
      headers,
      payload: { habilitado },
    });

  it('each consulting room shows what it invoiced and was paid, and the totals add up', async () => {
    const response = await get('/pre/v1/prestadores/100001/consultorios');
    expect(response.statusCode).toBe(200);
    const body = response.json<ConsultingRoomsResponse>();
    expect(body).toMatchObject({ desde: '20250310', hasta: '20260310' });
    expect(body.consultorios.map((room) => [room.descripcion, room.vigente])).toEqual([
      ['Consultorio Palermo', true],
      ['Consultorio Belgrano', true],
      ['Consultorio Recoleta', false],
    ]);
    for (const room of body.consultorios) {
      expect(room.facturas).toBeGreaterThan(0);
      expect(room.pendiente).toBe(room.facturado - room.pagado);
      expect(room.pagado).toBeLessThanOrEqual(room.facturado);
    }
    const sum = (pick: (room: (typeof body.consultorios)[number]) => number) =>
      body.consultorios.reduce((total, room) => total + pick(room), 0);
    expect(body.totales).toEqual({
      facturado: sum((room) => room.facturado),
      pagado: sum((room) => room.pagado),
      pendiente: sum((room) => room.pendiente),
    });
    expect(body.totales.pendiente).toBeGreaterThan(0);
  });

  it('the tax data of demo@ and interior@, each only its own', async () => {
    const demo = (
      await get('/pre/v1/prestadores/100001/datos-impositivos')
    ).json<TaxDataResponse>();
    expect(demo).toEqual({
      cargados: true,
      cuit: demoAccount(DEMO.demo).provider.cuit,
      razonSocial: 'González',
      condicionIva: 'Responsable Inscripto',
      ingresosBrutos: { numero: '901-234567-8', condicion: 'Contribuyente local' },
      exenciones: { iibb: false, ganancias: false, iva: false },
      convenio: { habilitado: true },
      canalElectronico: { habilitado: true },
    });
    const interior = (
      await get('/pre/v1/prestadores/200001/datos-impositivos', ctx.interior)
    ).json<TaxDataResponse>();
    expect(interior).toMatchObject({
      cargados: true,
      condicionIva: 'Exento',
      exenciones: { iibb: false, ganancias: true, iva: true },
      convenio: { habilitado: false },
    });
    expectError(await get('/pre/v1/prestadores/200001/datos-impositivos'), 404, 'NOT_FOUND');
  });

  it('the agreement PDF only while enabled; the discount table as a PDF', async () => {
    const agreement = await get('/pre/v1/prestadores/100001/convenio/pdf');
    expect(agreement.statusCode).toBe(200);
    expect(agreement.headers['content-type']).toBe('application/pdf');
    const text = pdfText(agreement.rawPayload);
    expect(text).toContain('Convenio de prestaciones');
    expect(text).toContain('Responsable Inscripto');
    expectError(
      await get('/pre/v1/prestadores/200001/convenio/pdf', ctx.interior),
      409,
      'AGREEMENT_DISABLED',
      'El convenio no está habilitado para consulta en el portal.',
    );
    const discounts = await get('/pre/v1/prestadores/100001/descuento-cobertura/pdf');
    expect(discounts.statusCode).toBe(200);
    expect(pdfText(discounts.rawPayload)).toContain('Descuentos de cobertura por plan');
  });

  it('the electronic channel is switched by its provider; read-only and bad input change nothing', async () => {
    const flag = async (providerId: number) =>
      (
        await ctx.t.db
          .select({ on: providerTaxData.canalElectronicoHabilitado })
          .from(providerTaxData)
          .where(eq(providerTaxData.providerId, providerId))
      )[0]!.on;
    expectError(await setChannel('si'), 400, 'VALIDATION');
    const readOnly = (await openExternalSession(ctx.t, DEMO.demo, 'readOnly')).headers;
    expectError(await setChannel(false, readOnly), 403, 'READ_ONLY');
    expectError(await setChannel(true, ctx.demo, 200001), 404, 'NOT_FOUND');
    expect(await flag(100001)).toBe(true);
    expect(await flag(200001)).toBe(false);
    const response = await setChannel(false);
    expect(response.json()).toEqual({ habilitado: false });
    expect(await flag(100001)).toBe(false);
  });
});
