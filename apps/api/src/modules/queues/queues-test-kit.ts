import { afterAll, beforeAll, expect } from 'vitest';
import { QUEUES, type QueueId } from '@portal/domain/queues';
import type { StaffRole } from '@portal/domain/staff';
import { DEMO } from '../../../test/helpers.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

export const CONSOLE_BASE = '/pre/consola/v0';
export const MINUTE = 60_000;

export interface QueueTestItem {
  id: number;
  prestador: { id: number; nombre: string };
  tipo: { id: string; descripcion: string };
  estado: { id: number; descripcion: string };
  recibido: string;
  esperaDesde: string;
  edadMinutos: number;
  antiguedad: string;
}
export interface QueueTestPage {
  items: QueueTestItem[];
  total: number;
  totalExacto: boolean;
  page: number;
  pageSize: number;
}

/**
 * A test app of the describe block around it with a session of each demo staff role that works
 * a queue (and the administrator), and the two reads every queue test makes.
 */
export function queuesTestApp() {
  let t: TestApp;
  const staff = {} as Record<StaffRole, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of [
      'medical-auditor',
      'settlements',
      'contracting',
      'support',
      'admin',
    ] as const)
      staff[role] = (await openStaffSession(t, demoStaff(role).email)).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.inject({ method: 'GET', url: `${CONSOLE_BASE}${url}`, headers });
  /** A page of a queue, read by the role that works it unless `headers` say otherwise. */
  async function page(queue: QueueId, query = '', headers?: Record<string, string>) {
    const role = QUEUES.find((candidate) => candidate.id === queue)!.role;
    const response = await get(`/colas/${queue}${query}`, headers ?? staff[role]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QueueTestPage>();
  }
  return {
    get t() {
      return t;
    },
    staff,
    get,
    page,
  };
}

/**
 * A listening test app of the describe block around it (inject does not stream), its streams'
 * heartbeat at 100 ms, with a session of each account named: providers by their DEMO name,
 * staff by role, in that order. Called in the describe body; read inside tests and hooks only.
 */
export function liveQueuesTestApp<P extends string, S extends string>(accounts: {
  providers: Record<P, keyof typeof DEMO>;
  staff: Record<S, StaffRole>;
}) {
  let t: TestApp;
  let base = '';
  const sessions = {} as Record<P | S, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp({ sseHeartbeatMs: 100 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const [name, account] of Object.entries(accounts.providers) as [P, keyof typeof DEMO][])
      sessions[name] = (await t.login(DEMO[account])).headers;
    for (const [name, role] of Object.entries(accounts.staff) as [S, StaffRole][])
      sessions[name] = (await openStaffSession(t, demoStaff(role).email)).headers;
  });
  afterAll(() => t.close());
  return {
    get t() {
      return t;
    },
    get base() {
      return base;
    },
    sessions,
  };
}

/** demo@ answers a case support asked about: back in support's queue, waiting on the insurer. */
export async function demoAnswersCase(t: TestApp, demo: Record<string, string>, nro: number) {
  const answered = await t.inject({
    method: 'PUT',
    url: '/pre/v1/prestadores/cap/transicionar-tramite',
    headers: demo,
    payload: { nroTramite: nro, accion: 'tramite-recibido', observacion: 'Enviado' },
  });
  expect(answered.statusCode, answered.body).toBe(200);
}
