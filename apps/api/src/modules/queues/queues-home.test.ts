import { describe, expect, it } from 'vitest';
import { QUEUES, type QueueId } from '@portal/domain/queues';
import { expectError, DEMO } from '../../../test/helpers.ts';
import { queuesTestApp } from './queues-test-kit.ts';

describe("the console's queues: who reads them, and the home that sums them up", () => {
  const ctx = queuesTestApp();
  const { staff, get, page } = ctx;

  it('refuses other roles, the administrator without the role, and a provider', async () => {
    expectError(await get('/colas/autorizaciones', staff.support), 403, 'FORBIDDEN');
    expectError(await get('/colas/autorizaciones', staff.admin), 403, 'FORBIDDEN');
    expectError(await get('/colas/casos', staff.settlements), 403, 'FORBIDDEN');
    expectError(await get('/colas/consultas-de-pago', staff.contracting), 403, 'FORBIDDEN');
    const provider = await ctx.t.login(DEMO.demo);
    expectError(await get('/colas/autorizaciones', provider.headers), 401, 'SESSION_EXPIRED');
    expectError(await get('/inicio', provider.headers), 401, 'SESSION_EXPIRED');
  });

  it("the home: every queue's backlog by age, today's volumes, and which are the caller's", async () => {
    const response = await get('/inicio', staff.settlements);
    expect(response.statusCode, response.body).toBe(200);
    const home = response.json<{
      colas: {
        id: QueueId;
        mia: boolean;
        pendientes: number;
        porAntiguedad: { id: string; cantidad: number }[];
        hoy: { recibidos: number; decididos: number };
      }[];
    }>();
    expect(home.colas.filter((queue) => queue.mia).map((queue) => queue.id)).toEqual([
      'consultas-de-pago',
      'reclamos-de-debitos',
    ]);
    for (const queue of home.colas) {
      expect(queue.pendientes).toBeGreaterThan(0);
      expect(queue.porAntiguedad.reduce((sum, bucket) => sum + bucket.cantidad, 0)).toBe(
        queue.pendientes,
      );
      const role = QUEUES.find((candidate) => candidate.id === queue.id)!.role;
      expect((await page(queue.id, '', staff[role])).total).toBe(queue.pendientes);
      const young = await page(queue.id, '?edadHasta=0', staff[role]);
      expect(young.total).toBe(queue.porAntiguedad[0]!.cantidad);
    }
    // The demo's two payment inquiries were filed today.
    expect(home.colas.find((queue) => queue.id === 'consultas-de-pago')!.hoy.recibidos).toBe(2);
    // Three of each demo provider's five census rows wait on the auditors (seed/censuses.ts).
    expect(home.colas.find((queue) => queue.id === 'censos')).toMatchObject({
      mia: false,
      pendientes: 6,
    });
    const auditor = (await get('/inicio', staff['medical-auditor'])).json<typeof home>();
    expect(auditor.colas.filter((queue) => queue.mia).map((queue) => queue.id)).toEqual([
      'autorizaciones',
      'censos',
    ]);
  });
});
