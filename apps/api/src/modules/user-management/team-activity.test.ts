import { describe, expect, it } from 'vitest';
import type { ActivityResponse } from '@portal/contracts';
import { DEMO } from '../../../test/helpers.ts';
import { demoProviderApp } from '../../../test/test-app.ts';
import { USERS } from './user-management-test-kit.ts';

type Row = ActivityResponse['actividad'][number];

describe("the team's own actions reach the activity view as they happen", () => {
  const s = demoProviderApp();

  /** The activity is written after each answer leaves: read until it is there (or time out). */
  async function newest(action: string, count: number): Promise<Row[]> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await s.t.inject({
        method: 'GET',
        url: `${USERS}/actividad?accion=${action}`,
        headers: s.demo,
      });
      const rows = response.json<ActivityResponse>().actividad;
      if (rows.length >= count && rows[0]?.fecha.startsWith('10/03/2026')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${action} of today in the activity`);
  }

  it("a sub-user's login and validation are listed under its name, without the affiliate", async () => {
    const lucia = await s.t.login(DEMO.subusuario);
    const validated = await s.t.inject({
      method: 'POST',
      url: '/pre/v1/validador/100001/afiliado',
      headers: lucia.headers,
      payload: {
        contra: 30000001,
        inte: 1,
        middle: 1,
        validador: 'web',
        apiKey: 'web',
        deviceid: 'vitest',
      },
    });
    expect(validated.statusCode).toBe(200);
    const [login] = await newest('login', 1);
    expect(login).toMatchObject({ email: DEMO.subusuario, accionDesc: 'Inicio de sesión' });
    const [validation] = await newest('affiliate.validation', 1);
    expect(validation).toMatchObject({
      email: DEMO.subusuario,
      usuario: 'Lucía Benítez',
      accionDesc: 'Validación de afiliado',
      detalle: '',
    });
    expect(JSON.stringify(validation)).not.toMatch(/30000001|Juan|Pérez/);
  });

  it('a settlement the admin opens is listed with its expediente', async () => {
    const viewed = await s.t.inject({
      method: 'GET',
      url: '/pre/v1/liquidaciones/100001/expe-liquidacion?expediente=1100024',
      headers: s.demo,
    });
    expect(viewed.statusCode).toBe(200);
    const [row] = await newest('settlement.viewed', 1);
    expect(row).toMatchObject({ email: DEMO.demo, detalle: 'Expediente 1100024' });
  });

  it("a refused call is nobody's activity", async () => {
    const before = (await newest('affiliate.validation', 1)).length;
    const refused = await s.t.inject({
      method: 'POST',
      url: '/pre/v1/validador/200001/afiliado',
      headers: s.demo,
      payload: { contra: 30000001, inte: 1, validador: 'web', apiKey: 'web', deviceid: 'vitest' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await newest('affiliate.validation', 1)).length).toBe(before);
  });
});
