import type { Bundle, PaymentReconciliation } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import type { SettlementListResponse, SettlementRow } from '@portal/contracts';
import { DEMO } from '../../../../test/helpers.ts';
import { expectOutcome, expectValidFhir, fhirTokenFor } from '../../../../test/fhir.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

const READ = ['system/PaymentReconciliation.read'];
const SYSTEM = 'urn:portal-prestadores:liquidacion';
const SETTLEMENTS = `/fhir/PaymentReconciliation?identifier=${encodeURIComponent(`${SYSTEM}|`)}`;
const cents = (value: number | undefined) => Math.round((value ?? 0) * 100);

/** The seeded settlements (seed/settlements.ts), 24 months counted back from TEST_NOW (10/03/2026). */
describe('the provider’s settlements through FHIR (PaymentReconciliation)', () => {
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
  const portalList = async (query: Record<string, string> = {}) =>
    (
      await ctx.t.inject({
        method: 'GET',
        url: '/pre/v1/liquidaciones/100001',
        query: { cantidad: '100', ...query },
        headers: ctx.demo,
      })
    ).json<SettlementListResponse>();
  const bundle = async (url: string, token: string) => {
    const response = await fhir(url, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Bundle>();
    expectValidFhir(body);
    for (const entry of body.entry ?? []) expectValidFhir(entry.resource);
    return body;
  };
  const resources = (body: Bundle) =>
    (body.entry ?? []).map((entry) => entry.resource as PaymentReconciliation);
  /** What Liquidaciones shows of a row, as the FHIR resource carries it. */
  const shown = (row: SettlementRow) => ({
    id: `liquidacion-${row.expediente}`,
    expediente: String(row.expediente),
    month: `${row.periodo.slice(0, 4)}-${row.periodo.slice(4)}`,
    created: row.fechaLiquidacion.split('/').reverse().join('-'),
    net: row.netoCentavos,
    concepts: [row.brutoCentavos, -row.debitosCentavos, -row.copagoCentavos].filter(
      (value, index) => index === 0 || value !== 0,
    ),
  });
  const seen = (resource: PaymentReconciliation) => ({
    id: resource.id,
    expediente: resource.identifier?.find((one) => one.system === SYSTEM)?.value,
    month: resource.period?.start?.slice(0, 7),
    created: resource.created,
    net: cents(resource.paymentAmount.value),
    concepts: (resource.detail ?? []).map((line) => cents(line.amount?.value)),
  });

  it('lists the settlements Liquidaciones lists (the last 12 months, newest first), paged', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const portal = await portalList();
    const all = await bundle(`${SETTLEMENTS}&_count=50`, token);
    expect(all.total).toBe(12);
    expect(resources(all).map(seen)).toEqual(portal.filas.map(shown));
    const page = await bundle(`${SETTLEMENTS}&_count=4&_offset=4`, token);
    expect(page.total).toBe(12);
    expect(resources(page).map((one) => one.id)).toEqual(
      resources(all)
        .slice(4, 8)
        .map((one) => one.id),
    );
    expect(page.link?.map((link) => link.relation)).toEqual(['self', 'first', 'previous', 'next']);
    const next = page.link?.find((link) => link.relation === 'next')?.url ?? '';
    expect(new URL(next).searchParams.get('identifier')).toBe(`${SYSTEM}|`);
    expect(JSON.stringify(all)).not.toMatch(/"patient"|afiliado/i);
  });

  it('searches by period as the list’s range, and one expediente by its identifier', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const found = await bundle(`${SETTLEMENTS}&period=ge2024-03&period=le2024-08&_count=50`, token);
    const portal = await portalList({ periodoDesde: '202403', periodoHasta: '202408' });
    expect(portal.total).toBe(6);
    expect(resources(found).map(seen)).toEqual(portal.filas.map(shown));
    const [latest] = portal.filas;
    const one = await bundle(
      `/fhir/PaymentReconciliation?identifier=${encodeURIComponent(`${SYSTEM}|${latest!.expediente}`)}&period=ge2024-03`,
      token,
    );
    expect(resources(one).map(seen)).toEqual([shown(latest!)]);
  });

  it('reads one settlement: its state, and concepts that add up to the net the portal shows', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const [latest] = (await portalList()).filas;
    const response = await fhir(
      `/fhir/PaymentReconciliation/liquidacion-${latest!.expediente}`,
      token,
    );
    expect(response.statusCode).toBe(200);
    const settlement = response.json<PaymentReconciliation>();
    expectValidFhir(settlement);
    expect(seen(settlement)).toEqual(shown(latest!));
    expect(settlement.disposition).toBe(latest!.estado);
    expect(settlement.detail?.map((line) => line.type.text)).toContain('Débitos');
    expect(settlement.detail?.reduce((sum, line) => sum + cents(line.amount?.value), 0)).toBe(
      latest!.netoCentavos,
    );
  });

  it('a client of another provider never reads demo’s settlement: 404, and its search lists its own', async () => {
    const [latest] = (await portalList()).filas;
    const theirs = await fhirTokenFor(ctx.t, DEMO.interior, READ);
    const read = await fhir(
      `/fhir/PaymentReconciliation/liquidacion-${latest!.expediente}`,
      theirs,
    );
    expect(read.statusCode).toBe(404);
    expectOutcome(read.json(), 'not-found');
    const byIdentifier = await bundle(
      `/fhir/PaymentReconciliation?identifier=${encodeURIComponent(`${SYSTEM}|${latest!.expediente}`)}`,
      theirs,
    );
    expect(byIdentifier.total).toBe(0);
    const found = resources(await bundle(`${SETTLEMENTS}&_count=50`, theirs));
    expect(found.length).toBe(12);
    expect(found.filter((one) => one.requestor?.identifier?.value !== '100001')).toEqual(found);
    const ours = new Set((await portalList()).filas.map((row) => `liquidacion-${row.expediente}`));
    expect(found.filter((one) => ours.has(one.id ?? ''))).toEqual([]);
  });

  it('needs the bound user’s Liquidaciones: facturacion@ reads them, subusuario@ is refused', async () => {
    const billing = await fhirTokenFor(ctx.t, 'facturacion@prestadores.test', READ);
    expect((await fhir(SETTLEMENTS, billing)).statusCode).toBe(200);
    const subUser = await fhirTokenFor(ctx.t, DEMO.subusuario, READ);
    for (const url of [SETTLEMENTS, '/fhir/PaymentReconciliation/liquidacion-1100024']) {
      const refused = await fhir(url, subUser);
      expect(refused.statusCode, url).toBe(403);
      expectOutcome(refused.json(), 'forbidden');
    }
  });

  it.each([
    [`${SETTLEMENTS}&period=2026-13`, 'period debe ser un mes'],
    [`${SETTLEMENTS}&period=ge2020-01`, 'no puede superar los 24 meses'],
    [`${SETTLEMENTS}&created=ge2026-01-01`, 'created no está soportado'],
    ['/fhir/PaymentReconciliation?identifier=urn%3Aotro%7C1', 'identifier admite'],
    [
      '/fhir/PaymentReconciliation/liquidacion-abc',
      'No existe PaymentReconciliation/liquidacion-abc',
    ],
    [
      '/fhir/PaymentReconciliation/liquidacion-999999',
      'No existe PaymentReconciliation/liquidacion-999999',
    ],
  ])('%s is refused with an OperationOutcome that says why', async (url, text) => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const response = await fhir(url, token);
    expect([400, 404]).toContain(response.statusCode);
    const outcome = response.json();
    expectValidFhir(outcome);
    expect(expectOutcome(outcome).diagnostics).toContain(text);
  });
});
