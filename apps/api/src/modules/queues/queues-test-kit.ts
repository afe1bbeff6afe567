import { afterAll, beforeAll, expect } from 'vitest';
import { QUEUES, type QueueId } from '@portal/domain/queues';
import type { StaffRole } from '@portal/domain/staff';
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
