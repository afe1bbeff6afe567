import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_COUNT_LIMIT, QUEUES, type QueueId } from '@portal/domain/queues';
import { supportCases } from '../../db/schema/support-cases.ts';
import { BASE, fileMedicalRequest } from '../../../test/authorizations.ts';
import { DEMO } from '../../../test/helpers.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';
import { demoCase } from '../../../test/support-cases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { STALE_WINDOWS } from './counted-figures.ts';
import { listQueue } from './list.service.ts';
import { CONSOLE_BASE, demoAnswersCase, type QueueTestPage } from './queues-test-kit.ts';

const WINDOW_MS = 10_000;

interface HomeQueue {
  id: QueueId;
  pendientes: number;
  porAntiguedad: { id: string; cantidad: number }[];
}

/**
 * The console home as a server configured like production keeps it (docs/decisions/0069): its
 * figures a window old at most while someone reads them, and after every kind of move the same
 * as the queues' own exact totals once the window has passed.
 */
describe("the console home's kept figures", () => {
  let t: TestApp;
  const staff = {} as Record<string, Record<string, string>>;
  let demo: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ config: { staffHomeFiguresMs: WINDOW_MS } });
    for (const role of new Set(QUEUES.map((queue) => queue.role)))
      staff[role] = (await openStaffSession(t, demoStaff(role).email)).headers;
    demo = (await t.login(DEMO.demo)).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.inject({ method: 'GET', url: `${CONSOLE_BASE}${url}`, headers });
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.inject({ method: 'POST', url, headers, payload });
  const roleOf = (queue: QueueId) => QUEUES.find((candidate) => candidate.id === queue)!.role;

  async function home(): Promise<Map<QueueId, HomeQueue>> {
    const response = await get('/inicio', staff['medical-auditor']!);
    expect(response.statusCode, response.body).toBe(200);
    const colas = response.json<{ colas: HomeQueue[] }>().colas;
    return new Map(colas.map((queue) => [queue.id, queue]));
  }
  async function total(queue: QueueId, query = '') {
    const response = await get(`/colas/${queue}${query}`, staff[roleOf(queue)]!);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QueueTestPage>().total;
  }

  /** Past the longest a kept figure is answered: the home counts anew, and must be exact. */
  async function homeOnceCountedAnew() {
    t.clock.advance(WINDOW_MS * STALE_WINDOWS + 1);
    const figures = await home();
    for (const queue of QUEUES) {
      const shown = figures.get(queue.id)!;
      expect(shown.pendientes, queue.id).toBe(await total(queue.id));
      expect(shown.porAntiguedad[0]!.cantidad, queue.id).toBe(
        await total(queue.id, '?edadHasta=0'),
      );
      expect(shown.porAntiguedad.reduce((sum, bucket) => sum + bucket.cantidad, 0)).toBe(
        shown.pendientes,
      );
    }
    return figures;
  }
  const pending = (figures: Map<QueueId, HomeQueue>, queue: QueueId) =>
    figures.get(queue)!.pendientes;
  const caseId = async (nro: number) =>
    (
      await t.db
        .select({ id: supportCases.id })
        .from(supportCases)
        .where(eq(supportCases.nroTramite, nro))
    )[0]!.id;
  const firstWaiting = async (queue: QueueId) => {
    const response = await get(`/colas/${queue}`, staff[roleOf(queue)]!);
    return response.json<QueueTestPage>().items[0]!.id;
  };

  it('answers the kept figures within the window, then the previous ones once while it counts anew', async () => {
    const before = await homeOnceCountedAnew();
    await fileMedicalRequest(t, demo);
    // Within the window: the figures as counted, the filing not yet in them.
    t.clock.advance(WINDOW_MS - 1);
    expect(pending(await home(), 'autorizaciones')).toBe(pending(before, 'autorizaciones'));
    // Past it: the caller still gets them while one new count runs, and the next caller the new.
    t.clock.advance(2);
    expect(pending(await home(), 'autorizaciones')).toBe(pending(before, 'autorizaciones'));
    await expect
      .poll(async () => pending(await home(), 'autorizaciones'))
      .toBe(pending(before, 'autorizaciones') + 1);
  });

  it('an authorization filed, observed, answered by the provider and approved: exact after each', async () => {
    const start = pending(await homeOnceCountedAnew(), 'autorizaciones');
    const { nro, id } = await fileMedicalRequest(t, demo);
    expect(pending(await homeOnceCountedAnew(), 'autorizaciones')).toBe(start + 1);

    const decide = (payload: object) =>
      post(
        `${CONSOLE_BASE}/colas/autorizaciones/${id}/decision`,
        staff['medical-auditor']!,
        payload,
      );
    expect((await decide({ accion: 'observar', mensaje: 'Falta la orden.' })).statusCode).toBe(200);
    expect(pending(await homeOnceCountedAnew(), 'autorizaciones')).toBe(start);

    const answered = await post(`${BASE}/tramites/${nro}/respuesta`, demo, {
      texto: 'Adjunto la orden.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(pending(await homeOnceCountedAnew(), 'autorizaciones')).toBe(start + 1);

    expect((await decide({ accion: 'aprobar' })).statusCode).toBe(200);
    expect(pending(await homeOnceCountedAnew(), 'autorizaciones')).toBe(start);
  });

  it('a case asked about, answered by the provider and answered by support: exact after each', async () => {
    const start = pending(await homeOnceCountedAnew(), 'casos');
    const nro = demoCase('demo-contracting-pending');
    const id = await caseId(nro);
    const decide = (payload: object) =>
      post(`${CONSOLE_BASE}/colas/casos/${id}/decision`, staff.support!, payload);
    const asked = await decide({ accion: 'solicitar-informacion', mensaje: 'Envíe el plano.' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(pending(await homeOnceCountedAnew(), 'casos')).toBe(start - 1);

    await demoAnswersCase(t, demo, nro);
    expect(pending(await homeOnceCountedAnew(), 'casos')).toBe(start);

    const closed = await decide({ accion: 'responder', mensaje: 'Consultorio dado de alta.' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(pending(await homeOnceCountedAnew(), 'casos')).toBe(start - 1);
  });

  it('a payment inquiry answered and a census row decided: exact after each', async () => {
    const start = await homeOnceCountedAnew();
    const inquiry = await firstWaiting('consultas-de-pago');
    const answered = await post(
      `${CONSOLE_BASE}/colas/consultas-de-pago/${inquiry}/decision`,
      staff.settlements!,
      { accion: 'responder', mensaje: 'Se pagó el 10 de este mes.' },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const row = await firstWaiting('censos');
    const decided = await post(
      `${CONSOLE_BASE}/colas/censos/${row}/decision`,
      staff['medical-auditor']!,
      { accion: 'aprobar' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await homeOnceCountedAnew();
    expect(pending(after, 'consultas-de-pago')).toBe(pending(start, 'consultas-de-pago') - 1);
    expect(pending(after, 'censos')).toBe(pending(start, 'censos') - 1);
  });

  it('a queue kept far past the cap pages uncounted ("más de 10.000"); a filtered page counts', async () => {
    const deps = { db: t.db, clock: t.clock };
    const counted = await listQueue(deps, 'autorizaciones', {});
    const uncounted = await listQueue(deps, 'autorizaciones', {}, 400_003);
    expect(uncounted).toEqual({ ...counted, total: QUEUE_COUNT_LIMIT, totalExacto: false });
    const smallKept = await listQueue(deps, 'autorizaciones', {}, QUEUE_COUNT_LIMIT);
    expect(smallKept).toEqual(counted);
    const filtered = await listQueue(deps, 'autorizaciones', { prestador: 100001 }, 400_003);
    expect(filtered.totalExacto).toBe(true);
    expect(filtered.total).toBe(filtered.items.length);
  });
});
