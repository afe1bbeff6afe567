import type { Bundle, PaymentReconciliation } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import type { PaymentDetailResponse, PaymentsResponse } from '@portal/contracts';
import { DEMO, demoAccount } from '../../../../test/helpers.ts';
import { expectOutcome, expectValidFhir, fhirTokenFor } from '../../../../test/fhir.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

const DEMO_CUIT = demoAccount(DEMO.demo).provider.cuit;
const READ = ['system/PaymentReconciliation.read'];

/** The seeded payments (seed/payments.ts), dated back from TEST_NOW (10/03/2026). */
describe('the provider’s payments through FHIR (PaymentReconciliation)', () => {
  const ctx = twoProviderApp();
  const fhir = (url: string, token?: string) =>
    ctx.t.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/fhir+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const portalPayments = async (query = '') =>
    (
      await ctx.t.inject({
        method: 'GET',
        url: `/pre/v1/prestadores/100001/cuit/${DEMO_CUIT}/pagos${query}`,
        headers: ctx.demo,
      })
    ).json<PaymentsResponse>();
  const bundle = async (url: string, token: string) => {
    const response = await fhir(url, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Bundle>();
    expectValidFhir(body);
    for (const entry of body.entry ?? []) expectValidFhir(entry.resource);
    return body;
  };
  const payments = (body: Bundle) =>
    (body.entry ?? []).map((entry) => entry.resource as PaymentReconciliation);

  it.each(['/fhir/PaymentReconciliation', '/fhir/PaymentReconciliation/1'])(
    '%s without a token is a 401 OperationOutcome',
    async (url) => {
      const response = await fhir(url);
      expect(response.statusCode).toBe(401);
      expectOutcome(response.json(), 'login');
    },
  );

  it('lists the payments Pagos y facturas lists, newest first, net in pesos, paged', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const portal = await portalPayments();
    const all = await bundle('/fhir/PaymentReconciliation?_count=50', token);
    expect(all.total).toBe(portal.pagos.length);
    expect(
      payments(all).map((payment) => [
        payment.id,
        payment.paymentIdentifier?.value,
        payment.paymentAmount.value,
      ]),
    ).toEqual(portal.pagos.map((pago) => [String(pago.id), pago.ordenPago, pago.neto / 100]));
    const page = await bundle('/fhir/PaymentReconciliation?_count=4&_offset=4', token);
    expect(payments(page).map((payment) => payment.id)).toEqual(
      payments(all)
        .slice(4, 8)
        .map((payment) => payment.id),
    );
    expect(page.link?.map((link) => link.relation)).toEqual(['self', 'first', 'previous', 'next']);
  });

  it('searches by created as the list’s range', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const found = await bundle(
      '/fhir/PaymentReconciliation?created=ge2025-10-01&created=le2025-12-31',
      token,
    );
    const portal = await portalPayments('?desde=20251001&hasta=20251231');
    expect(payments(found).map((payment) => payment.created)).toEqual(
      portal.pagos.map((pago) => pago.fecha.split('/').reverse().join('-')),
    );
    expect(found.total).toBe(3);
  });

  it('reads one payment with the invoices it paid and the withholdings, adding up to the net', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const [latest] = (await portalPayments()).pagos;
    const response = await fhir(`/fhir/PaymentReconciliation/${latest!.id}`, token);
    expect(response.statusCode).toBe(200);
    const payment = response.json<PaymentReconciliation>();
    expectValidFhir(payment);
    const detail = (
      await ctx.t.inject({
        method: 'GET',
        url: `/pre/v1/prestadores/100001/pagos/${latest!.id}`,
        headers: ctx.demo,
      })
    ).json<PaymentDetailResponse>();
    const lines = payment.detail ?? [];
    expect(lines.filter((line) => line.type.coding?.[0]?.code === 'payment')).toHaveLength(
      detail.lineas.length,
    );
    const cents = lines.reduce((sum, line) => sum + Math.round((line.amount?.value ?? 0) * 100), 0);
    expect(cents).toBe(latest!.neto);
  });

  it('a client of another provider never reads demo’s payments: 404, and its search lists its own', async () => {
    const [latest] = (await portalPayments()).pagos;
    const theirs = await fhirTokenFor(ctx.t, DEMO.interior, READ);
    const read = await fhir(`/fhir/PaymentReconciliation/${latest!.id}`, theirs);
    expect(read.statusCode).toBe(404);
    expectOutcome(read.json(), 'not-found');
    const found = await bundle('/fhir/PaymentReconciliation?_count=50', theirs);
    const ours = new Set(
      payments(
        await bundle(
          '/fhir/PaymentReconciliation?_count=50',
          await fhirTokenFor(ctx.t, DEMO.demo, READ),
        ),
      ).map((payment) => payment.id),
    );
    expect(payments(found).length).toBeGreaterThan(0);
    expect(payments(found).filter((payment) => ours.has(payment.id))).toEqual([]);
  });

  it('needs the scope, and the bound user’s Pagos y facturas: a sub-user without it is refused', async () => {
    const noScope = await fhirTokenFor(ctx.t, DEMO.demo, ['system/Patient.read']);
    const refused = await fhir('/fhir/PaymentReconciliation', noScope);
    expect(refused.statusCode).toBe(403);
    expectOutcome(refused.json(), 'forbidden');
    const subUser = await fhirTokenFor(ctx.t, DEMO.subusuario, READ);
    const bySubUser = await fhir('/fhir/PaymentReconciliation', subUser);
    expect(bySubUser.statusCode).toBe(403);
    expectOutcome(bySubUser.json(), 'forbidden');
  });

  it.each([
    ['/fhir/PaymentReconciliation?created=2026-02-30', 'created debe ser una fecha'],
    ['/fhir/PaymentReconciliation?created=ge2020-01-01', 'no puede superar los 2 años'],
    ['/fhir/PaymentReconciliation?status=active', 'status no está soportado'],
    ['/fhir/PaymentReconciliation/abc', 'No existe PaymentReconciliation/abc'],
  ])('%s is refused with an OperationOutcome that says why', async (url, text) => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const response = await fhir(url, token);
    expect([400, 404]).toContain(response.statusCode);
    expect(expectOutcome(response.json()).diagnostics).toContain(text);
  });
});
