import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUEUES } from '@portal/domain/queues';
import { affiliates } from '../../db/schema/affiliates.ts';
import { authorizations } from '../../db/schema/authorizations.ts';
import { supportCases } from '../../db/schema/support-cases.ts';
import { expectError } from '../../../test/helpers.ts';
import { queuePage } from '../../lib/staff-queue.ts';
import { QUEUE_SOURCES } from './sources.ts';
import { MINUTE, queuesTestApp } from './queues-test-kit.ts';

describe("the console's queues: what waits on the insurer, by role (docs/decisions/0058)", () => {
  const ctx = queuesTestApp();
  const { staff, get, page } = ctx;

  it.each(QUEUES.map((queue) => [queue.id, queue.role, queue.waitingStates] as const))(
    '%s, by %s: seeded items waiting, oldest first, each with its age since it started waiting',
    async (queue, _role, waiting) => {
      const { items, total, pageSize } = await page(queue);
      expect(items.length).toBeGreaterThan(0);
      expect(total).toBeGreaterThanOrEqual(items.length);
      expect(pageSize).toBe(25);
      const now = ctx.t.clock.now().getTime();
      for (const item of items) {
        expect(waiting).toContain(item.estado.id);
        expect(item.edadMinutos).toBe(
          Math.max(0, Math.floor((now - Date.parse(item.esperaDesde)) / MINUTE)),
        );
        expect(Date.parse(item.esperaDesde)).toBeGreaterThanOrEqual(Date.parse(item.recibido));
      }
      const since = items.map((item) => Date.parse(item.esperaDesde));
      expect(since).toEqual([...since].sort((a, b) => a - b));
    },
  );

  it('the authorizations queue counts exactly the pending requests, and pages through them', async () => {
    const [pending] = await ctx.t.db
      .select({ n: count() })
      .from(authorizations)
      .where(eq(authorizations.estado, 1));
    const first = await page('autorizaciones');
    const second = await page('autorizaciones', '?page=2');
    expect(first.total).toBe(pending!.n);
    expect(first.totalExacto).toBe(true);
    expect(second.page).toBe(2);
    expect(second.items).toHaveLength(25);
    const firstIds = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
    expect(Date.parse(second.items[0]!.esperaDesde)).toBeGreaterThanOrEqual(
      Date.parse(first.items.at(-1)!.esperaDesde),
    );
  });

  it('counts no further than one past the limit: a long queue reads "more than"', async () => {
    const capped = await queuePage(
      ctx.t.db,
      QUEUE_SOURCES.autorizaciones,
      {},
      { by: 'edad', reversed: false },
      { offset: 0, limit: 5, countLimit: 100 },
    );
    expect(capped.rows).toHaveLength(5);
    expect(capped.total).toBe(101);
  });

  it('an integral request shows the step it waits in; a standard one its audit step', async () => {
    const [standard] = (await page('autorizaciones')).items;
    expect(standard).toMatchObject({ etapa: 'Auditoría médica' });
    // The demo has no integral request pending: one moves on to its fourth step.
    await ctx.t.db
      .update(authorizations)
      .set({ proceso: 'integral', etapa: 3 })
      .where(eq(authorizations.id, standard!.id));
    const response = await get(`/colas/autorizaciones/${standard!.id}`, staff['medical-auditor']);
    expect(response.json<{ etapa: string }>().etapa).toBe('Auditoría de prestaciones');
    expect((await page('casos')).items[0]).toMatchObject({ etapa: null });
  });

  it('filters by provider, kind, state and age; a filter with no match answers an empty page', async () => {
    const all = await page('casos');
    const some = all.items[0]!;
    const byProvider = await page('casos', `?prestador=${some.prestador.id}`);
    expect(byProvider.total).toBeGreaterThan(0);
    expect(byProvider.items.every((item) => item.prestador.id === some.prestador.id)).toBe(true);
    const byKind = await page('casos', `?tipo=${some.tipo.id}`);
    expect(byKind.items.every((item) => item.tipo.id === some.tipo.id)).toBe(true);
    expect(byKind.total).toBeLessThan(all.total);
    const inProcess = await page('casos', '?estado=3');
    expect(inProcess.items.every((item) => item.estado.id === 3)).toBe(true);
    const young = await page('casos', '?edadHasta=2');
    expect(young.items.every((item) => item.edadMinutos < 3 * 24 * 60)).toBe(true);
    const old = await page('casos', '?edadDesde=7');
    expect(old.items.every((item) => item.edadMinutos >= 7 * 24 * 60)).toBe(true);
    expect(young.total + old.total).toBeLessThanOrEqual(all.total);
    expect((await page('casos', '?prestador=999999')).total).toBe(0);
  });

  it('sorts by provider, by date filed, and the other way round', async () => {
    const byProvider = (await page('autorizaciones', '?orden=prestador')).items.map(
      (item) => item.prestador.id,
    );
    expect(byProvider).toEqual([...byProvider].sort((a, b) => a - b));
    const reversed = (await page('autorizaciones', '?orden=prestador&sentido=desc')).items.map(
      (item) => item.prestador.id,
    );
    expect(reversed).toEqual([...reversed].sort((a, b) => b - a));
    const byDate = (await page('autorizaciones', '?orden=fecha')).items.map((item) =>
      Date.parse(item.recibido),
    );
    expect(byDate).toEqual([...byDate].sort((a, b) => b - a));
    const youngest = (await page('autorizaciones', '?orden=edad&sentido=desc')).items.map((item) =>
      Date.parse(item.esperaDesde),
    );
    expect(youngest).toEqual([...youngest].sort((a, b) => b - a));
  });

  it('a case the provider answered waits since the answer, not since it was filed', async () => {
    const [row] = await ctx.t.db
      .select({ id: supportCases.id })
      .from(supportCases)
      .where(inArray(supportCases.estado, [1, 3]))
      .limit(1);
    const answered = new Date(ctx.t.clock.now().getTime() - 90 * MINUTE);
    await ctx.t.db
      .update(supportCases)
      .set({ estado: 1, replyAt: answered })
      .where(eq(supportCases.id, row!.id));
    const { items } = await page('casos', '?edadHasta=0');
    const item = items.find((candidate) => candidate.id === row!.id);
    expect(item).toMatchObject({
      esperaDesde: answered.toISOString(),
      edadMinutos: 90,
      antiguedad: 'menos-de-1-dia',
    });
  });

  it('an item: what the provider sent, its files (downloadable) and its history with who and when', async () => {
    const mine = await page('autorizaciones', `?prestador=100001&orden=fecha`);
    const details = await Promise.all(
      mine.items.map(async (item) => {
        const response = await get(`/colas/autorizaciones/${item.id}`, staff['medical-auditor']);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{
          campos: { etiqueta: string; valor: string }[];
          archivos: { id: number; nombre: string; origen: string }[];
          historial: { quien: string; origen: string; fecha: string }[];
          id: number;
        }>();
      }),
    );
    const withFile = details.find((detail) => detail.archivos.length > 0)!;
    expect(withFile.campos.map((campo) => campo.etiqueta)).toContain('Afiliado');
    // The whole number, as the credential prints it: the middle part read from the register.
    for (const detail of details) {
      const afiliado = detail.campos.find((campo) => campo.etiqueta === 'Afiliado')!.valor;
      const [contra, middle, inte] = afiliado.split(' ').map(Number);
      const [register] = await ctx.t.db
        .select({ middle: affiliates.middle })
        .from(affiliates)
        .where(and(eq(affiliates.contra, contra!), eq(affiliates.inte, inte!)));
      expect(afiliado).toMatch(/^\d+ \d+ \d{2} \S/);
      expect(middle).toBe(register!.middle);
    }
    expect(withFile.historial.length).toBeGreaterThan(0);
    expect(withFile.historial[0]).toMatchObject({ origen: 'prestador' });
    const file = withFile.archivos[0]!;
    const download = await get(
      `/colas/autorizaciones/${withFile.id}/archivos/${file.id}`,
      staff['medical-auditor'],
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(file.nombre);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.length).toBeGreaterThan(0);
    expectError(
      await get(`/colas/autorizaciones/${withFile.id}/archivos/999999`, staff['medical-auditor']),
      404,
      'NOT_FOUND',
    );
  });

  it.each(QUEUES.map((queue) => [queue.id, queue.role] as const))(
    '%s: its oldest item opens for %s, with fields, a history oldest first and its files',
    async (queue, role) => {
      // The synthetic providers' requests (600001…) are seeded without history; the demo's are not.
      const [first] = (await page(queue, queue === 'autorizaciones' ? '?prestador=100001' : ''))
        .items;
      const response = await get(`/colas/${queue}/${first!.id}`, staff[role]);
      expect(response.statusCode, response.body).toBe(200);
      const item = response.json<{
        id: number;
        edadMinutos: number;
        campos: { etiqueta: string; valor: string }[];
        archivos: { id: number; nombre: string }[];
        historial: { fecha: string; quien: string }[];
      }>();
      expect(item).toMatchObject({ id: first!.id, edadMinutos: first!.edadMinutos });
      expect(item.campos.length).toBeGreaterThan(0);
      expect(item.historial.length).toBeGreaterThan(0);
      expect(item.historial.every((entry) => entry.quien !== '')).toBe(true);
      const dates = item.historial.map((entry) => Date.parse(entry.fecha));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      for (const file of item.archivos) {
        const download = await get(`/colas/${queue}/${item.id}/archivos/${file.id}`, staff[role]);
        expect(download.statusCode).toBe(200);
      }
      expectError(await get(`/colas/${queue}/999999`, staff[role]), 404, 'NOT_FOUND');
    },
  );

  it('a Mis datos change shows the values asked for; it is no item of the support queue', async () => {
    const [change] = (await page('cambios-de-datos')).items;
    const response = await get(`/colas/cambios-de-datos/${change!.id}`, staff.contracting);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<{ campos: { etiqueta: string; valor: string }[] }>().campos,
    ).toContainEqual({
      etiqueta: 'Teléfono',
      valor: expect.stringContaining('→'),
    });
    expectError(await get(`/colas/casos/${change!.id}`, staff.support), 404, 'NOT_FOUND');
  });
});
