import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userModules } from '../../db/schema/session.ts';
import { DEMO, TEXT, expectError, tableCounts, userIdOf } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/pre/v1/conectividad/100001';
const REPORT = `${BASE}/transaccionesPorPrestador?tipo=IP&fechaDesde=20260301&fechaHasta=20260310`;

/** Spec §6: the menu buttons grant the connectivity actions; the server holds them too. */
describe('connectivity actions need their menu ability', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.login(DEMO.demo)).headers;
    userId = await userIdOf(t.db, DEMO.demo);
  });
  afterAll(() => t.close());

  const setAbility = (moduleId: string, values: { habilitado?: boolean; active?: boolean }) =>
    t.db
      .update(userModules)
      .set(values)
      .where(and(eq(userModules.userId, userId), eq(userModules.moduleId, moduleId)));
  const eligibility = () =>
    t.inject({
      method: 'POST',
      url: `${BASE}/elegibilidad`,
      headers,
      payload: { creden: '30000001 1 01', prestacion: 420101 },
    });

  it('without reportes the reports are refused, while eligibility still answers', async () => {
    expect((await t.inject({ method: 'GET', url: REPORT, headers })).statusCode).toBe(200);
    await setAbility('reportes', { habilitado: false });
    try {
      const refused = await t.inject({ method: 'GET', url: REPORT, headers });
      expectError(refused, 403, 'FORBIDDEN', TEXT.noPermission);
      expect((await eligibility()).statusCode).toBe(200);
    } finally {
      await setAbility('reportes', { habilitado: true });
    }
  });

  it('without ingreso-de-prestaciones no service is entered, and nothing is written', async () => {
    await setAbility('ingreso-de-prestaciones', { habilitado: false });
    const before = await tableCounts(t.db);
    try {
      const refused = await t.inject({
        method: 'POST',
        url: `${BASE}/ingresa-prestacion`,
        headers,
        payload: { creden: '30000001 1 01', prestacion: 420101, termId: 'POS00101' },
      });
      expectError(refused, 403, 'FORBIDDEN', TEXT.noPermission);
      expect(await tableCounts(t.db)).toEqual(before);
    } finally {
      await setAbility('ingreso-de-prestaciones', { habilitado: true });
    }
  });

  it('an inactive elegibilidad button is in maintenance', async () => {
    await setAbility('elegibilidad', { active: false });
    try {
      expectError(await eligibility(), 403, 'MODULE_INACTIVE');
    } finally {
      await setAbility('elegibilidad', { active: true });
    }
  });
});
