import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  percentile,
  QUEUES,
  startOfArgentineDay,
  TURNAROUND_DAYS,
  type QueueId,
} from '@portal/domain/queues';
import { DECISION_MINUTES, decidedBy } from '../../lib/staff-queue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';
import { QUEUE_SOURCES } from './sources.ts';

interface Turnaround {
  dias: number;
  colas: {
    id: QueueId;
    decididos: number;
    p50Minutos: number | null;
    p90Minutos: number | null;
    porDia: { dia: string; recibidos: number; decididos: number }[];
  }[];
}

describe('turnaround per queue over 30 days (docs/decisions/0058)', () => {
  let t: TestApp;
  let body: Turnaround;
  beforeAll(async () => {
    t = await createTestApp();
    const { headers } = await openStaffSession(t, demoStaff('content-editor').email);
    const response = await t.inject({
      method: 'GET',
      url: '/pre/consola/v0/colas/demoras',
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    body = response.json<Turnaround>();
  });
  afterAll(() => t.close());

  it('covers every queue, 30 days each, oldest first, ending today', () => {
    expect(body.dias).toBe(TURNAROUND_DAYS);
    expect(body.colas.map((queue) => queue.id)).toEqual(QUEUES.map((queue) => queue.id));
    for (const queue of body.colas) {
      expect(queue.porDia).toHaveLength(30);
      expect(queue.porDia.at(-1)!.dia).toBe('2026-03-10');
      expect(queue.porDia.reduce((sum, day) => sum + day.decididos, 0)).toBe(queue.decididos);
    }
    const authorizations = body.colas.find((queue) => queue.id === 'autorizaciones')!;
    expect(authorizations.decididos).toBeGreaterThan(0);
    expect(authorizations.porDia.every((day) => day.recibidos > 0)).toBe(true);
    // Each demo provider's approved and observed census rows, audited a day after they came.
    expect(body.colas.find((queue) => queue.id === 'censos')).toMatchObject({
      decididos: 4,
      p50Minutos: 24 * 60,
      p90Minutos: 24 * 60,
    });
  });

  it("SQL's percentile_cont and the domain's percentile agree on every queue", async () => {
    const from = new Date(
      startOfArgentineDay(t.clock.now()).getTime() - (TURNAROUND_DAYS - 1) * 86_400_000,
    );
    for (const queue of body.colas) {
      const result = await t.db.execute(
        sql`select ${DECISION_MINUTES}::float8 as minutes
          from (${QUEUE_SOURCES[queue.id].decided(from)}) d
          where ${decidedBy({ from, to: t.clock.now() })}`,
      );
      const minutes = (result as { rows: { minutes: number | string }[] }).rows.map((row) =>
        Number(row.minutes),
      );
      expect(minutes).toHaveLength(queue.decididos);
      const [p50, p90] = [percentile(minutes, 0.5), percentile(minutes, 0.9)];
      if (p50 === null) expect(queue.p50Minutos).toBeNull();
      else expect(queue.p50Minutos).toBeCloseTo(p50, 6);
      if (p90 === null) expect(queue.p90Minutos).toBeNull();
      else expect(queue.p90Minutos).toBeCloseTo(p90, 6);
    }
  });
});
