import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseSearchResponse, PendingInboxResponse } from '@portal/contracts';
import { caseSearchDates, typedSearchWindow } from '@portal/domain/support-cases';
import { DEMO, TEXT, expectError } from '../../../../test/helpers.ts';
import { demoCase, readOnlySession } from '../../../../test/support-cases.ts';
import { TEST_NOW, twoProviderApp } from '../../../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Spec §5 search rules and §4 pending inbox, over the demo cases seeded back from TEST_NOW. */
describe('searching support cases', () => {
  const ctx = twoProviderApp();
  afterEach(() => ctx.t.clock.set(TEST_NOW));

  const search = (body: object, headers = ctx.demo) =>
    ctx.t.inject({ method: 'POST', url: '/pre/v3/cap/ConsultaTramites', headers, payload: body });
  const numbers = (response: { json<T>(): T }) =>
    response.json<CaseSearchResponse>().tramites.map((c) => c.nroTramite);
  const A = { ambitoPrestador: 'A', prestad: 100001 };

  it('without dates: the last 15 days up to now, newest first, only listed states', async () => {
    const response = await search(A);
    expect(response.statusCode).toBe(200);
    expect(numbers(response)).toEqual(
      [
        'demo-contracting-pending',
        'demo-authorization-in-process',
        'demo-contracting-awaiting-reply',
        'demo-contracting-rejected',
        'demo-settlement-awaiting-reply',
        'demo-settlement-finished',
      ].map(demoCase),
    );
    expect(response.json<CaseSearchResponse>().truncado).toBe(false);
  });

  it('a listed case carries the §3 fields, with who filed it', async () => {
    const [first] = (await search({ ...A, motivoId: 2, estado: 2 })).json<CaseSearchResponse>()
      .tramites;
    expect(first).toEqual({
      nroTramite: demoCase('demo-contracting-awaiting-reply'),
      tramiteId: expect.any(Number),
      tramiteJbpm: expect.any(Number),
      areaConsulta: { id: 2, descripcion: 'Contrataciones' },
      area: 'contrataciones',
      estado: 2,
      estadoDesc: 'observado',
      inicio: expect.stringMatching(/^2026-03-03T/),
      fechaUltimoContacto: expect.stringMatching(/^2026-03-05T/),
      motivoWebDetalle: 'Actualización de aranceles',
      detalleMotivo: 'Actualizacion de aranceles de consultas',
      nroAutorizacion: null,
      creadoPor: { tipo: 'prestador', nombre: 'Lucía Benítez', email: DEMO.subusuario },
    });
  });

  it('with only a start date, the end is now', async () => {
    const response = await search({ ...A, fechaDesde: '2026/02/01' });
    expect(numbers(response)).toContain(demoCase('demo-authorization-old-question'));
    expect(numbers(response)).toHaveLength(7);
  });

  it('the end date sent is the end plus one day (an exclusive bound)', async () => {
    const oneDay = await search({ ...A, fechaDesde: '2026/02/14', fechaHasta: '2026/02/15' });
    expect(numbers(oneDay)).toEqual([demoCase('demo-authorization-old-question')]);
    const dayBefore = await search({ ...A, fechaDesde: '2026/02/13', fechaHasta: '2026/02/14' });
    expect(numbers(dayBefore)).toEqual([]);
  });

  it('a search whose "hasta" is today, sent as the page sends it, finds today’s case', async () => {
    // demo-contracting-pending was filed the day before TEST_NOW: make that day today.
    const today = new Date(TEST_NOW.getTime() - DAY + 2 * 60 * 60 * 1000);
    ctx.t.clock.set(today);
    const asThePageSends = (hasta: string) => {
      const typed = typedSearchWindow({ desde: '', hasta }, today);
      if (!typed.ok) throw new Error(typed.message);
      return { ...A, ...caseSearchDates(typed.window) };
    };
    const pending = demoCase('demo-contracting-pending');
    expect(numbers(await search(asThePageSends('09/03/2026')))).toContain(pending);
    expect(numbers(await search(asThePageSends('08/03/2026')))).not.toContain(pending);
  });

  it('with only an end date, the 15 days before it', async () => {
    const response = await search({ ...A, fechaHasta: '2026/02/15' });
    expect(numbers(response)).toEqual([demoCase('demo-authorization-old-question')]);
  });

  it('filters by area, state and authorization', async () => {
    expect(numbers(await search({ ...A, motivoId: 24 }))).toEqual(
      ['demo-settlement-awaiting-reply', 'demo-settlement-finished'].map(demoCase),
    );
    expect(numbers(await search({ ...A, estado: [4, 5, 6] }))).toEqual(
      ['demo-contracting-rejected', 'demo-settlement-finished'].map(demoCase),
    );
    expect(numbers(await search({ ...A, nroAutorizacion: 7000101 }))).toEqual([
      demoCase('demo-authorization-in-process'),
    ]);
  });

  it('a case without a status description is never listed, not even asking for its state', async () => {
    expect(numbers(await search({ ...A, estado: 7 }))).toEqual([]);
    expect(numbers(await search({ ...A, fechaDesde: '2026/01/01' }))).not.toContain(
      demoCase('demo-internal-state'),
    );
  });

  it('area 2 is searched as 17 for the interior ambit (both searches)', async () => {
    const I = { ambitoPrestador: 'I', prestad: 200001 };
    const contracting = ['interior-contracting-awaiting-reply', 'interior-contracting-in-process'];
    expect(numbers(await search({ ...I, motivoId: 2 }, ctx.interior))).toEqual(
      contracting.map(demoCase).sort().reverse(),
    );
    const contact = await ctx.t.inject({
      method: 'POST',
      url: '/pre/v1/contacto-prestador/consulta-tramites-contacto-prestador',
      headers: ctx.interior,
      payload: { prestad: 200001, areaConsulta: 2, fechaDesde: '20260301', fechaHasta: '20260311' },
    });
    expect(contact.statusCode).toBe(200);
    expect(numbers(contact).sort()).toEqual(contracting.map(demoCase).sort());
  });

  it.each([
    ['an impossible date', { fechaDesde: '2026/02/30' }, 400, 'VALIDATION', /AAAA\/MM\/DD/],
    ['an ISO date', { fechaHasta: '2026-03-01' }, 400, 'VALIDATION', /AAAA\/MM\/DD/],
    [
      'a start after the end',
      { fechaDesde: '2026/03/05', fechaHasta: '2026/03/01' },
      400,
      'DATE_ORDER',
      'La fecha desde no puede ser posterior a la fecha hasta.',
    ],
    [
      'more than a year',
      { fechaDesde: '2024/01/01', fechaHasta: '2026/03/01' },
      400,
      'DATE_RANGE',
      'El rango de búsqueda no puede superar un año.',
    ],
    ['an unknown area', { motivoId: 3 }, 400, 'UNKNOWN_AREA', 'El área de consulta no existe.'],
    [
      'the wrong ambit',
      { ambitoPrestador: 'I' },
      400,
      'AMBIT_MISMATCH',
      'El ámbito no corresponde al prestador.',
    ],
    ['another provider', { prestad: 200001 }, 404, 'NOT_FOUND', TEXT.notFound],
    ['a state as text', { estado: 'pendiente' }, 400, 'VALIDATION', undefined],
  ])('refuses %s', async (_story, change, status, code, message) => {
    expectError(await search({ ...A, ...change }), status, code, message);
  });

  it('a read-only session may search (a POST that changes nothing)', async () => {
    const readOnly = await readOnlySession(ctx.t, DEMO.demo);
    expect((await search(A, readOnly)).statusCode).toBe(200);
  });

  describe('pending inbox (estado 2 from the last 15 days)', () => {
    const inbox = (headers: Record<string, string>) =>
      ctx.t.inject({ method: 'GET', url: '/pre/v1/cap/tramites-pendientes', headers });

    it('holds the cases waiting for the provider, latest question first; the counter is its length', async () => {
      const body = (await inbox(ctx.demo)).json<PendingInboxResponse>();
      expect(body.tramites.map((c) => c.nroTramite)).toEqual(
        ['demo-settlement-awaiting-reply', 'demo-contracting-awaiting-reply'].map(demoCase),
      );
      expect(body.cantidad).toBe(2);
      expect((await inbox(ctx.interior)).json<PendingInboxResponse>()).toMatchObject({
        cantidad: 1,
      });
    });

    it('a question older than 15 days leaves the inbox', async () => {
      ctx.t.clock.advance(11 * DAY);
      const later = (await ctx.t.login(DEMO.demo)).headers;
      const body = (await inbox(later)).json<PendingInboxResponse>();
      expect(body.tramites.map((c) => c.nroTramite)).toEqual([
        demoCase('demo-settlement-awaiting-reply'),
      ]);
    });

    it('the window holds a question from exactly 15 days ago up to now, both ends in', async () => {
      const key = demoCase('demo-contracting-awaiting-reply');
      const asked = (await inbox(ctx.demo))
        .json<PendingInboxResponse>()
        .tramites.find((c) => c.nroTramite === key)!;
      const askedAt = new Date(asked.fechaUltimoContacto).getTime();
      const inboxAt = async (at: number) => {
        ctx.t.clock.set(new Date(at));
        const headers = (await ctx.t.login(DEMO.demo)).headers;
        return (await inbox(headers))
          .json<PendingInboxResponse>()
          .tramites.map((c) => c.nroTramite);
      };
      expect(await inboxAt(askedAt)).toContain(key);
      expect(await inboxAt(askedAt + 15 * DAY)).toContain(key);
      expect(await inboxAt(askedAt + 15 * DAY + 60_000)).not.toContain(key);
      // A last contact after now (a clock behind the database's) is not in the inbox yet.
      expect(await inboxAt(askedAt - 60_000)).not.toContain(key);
    });
  });

  it('answers at most 200 cases and says the list was cut', async () => {
    await ctx.t.db.execute(sql`
      insert into support_cases (provider_id, area_id, workflow, submotivo, motivo_web_id, estado, detalle, observacion, created_at, last_contact_at)
      select 100001, 24, 'AMB_CAP_LIQUIDACIONES', 24, 241, 1, 'volumen', 'volumen',
             ${TEST_NOW.toISOString()}::timestamptz - i * interval '1 minute', ${TEST_NOW.toISOString()}::timestamptz
      from generate_series(1, 205) as i`);
    const body = (await search(A)).json<CaseSearchResponse>();
    expect(body.tramites).toHaveLength(200);
    expect(body.truncado).toBe(true);
  });
});
