import { describe, expect, it } from 'vitest';
import { DEMO, userIdOf } from '../../../test/helpers.ts';
import { demoProviderApp } from '../../../test/test-app.ts';
import { JUAN, teamActivity, validateJuan } from './user-management-test-kit.ts';

describe("the team's own actions reach the activity view as they happen", () => {
  const s = demoProviderApp();

  const activity = (query: string) => teamActivity(s.t, s.demo, query);

  it("a sub-user's login and validation are listed under its name, without the affiliate", async () => {
    const lucia = await s.t.login(DEMO.subusuario);
    const validated = await validateJuan(s.t, lucia.headers);
    expect(validated.statusCode).toBe(200);
    const [login] = (await activity('accion=login')).actividad;
    expect(login).toMatchObject({
      email: DEMO.subusuario,
      accionDesc: 'Inicio de sesión',
      fecha: '10/03/2026 10:00',
    });
    const [validation] = (await activity('accion=affiliate.validation')).actividad;
    expect(validation).toMatchObject({
      email: DEMO.subusuario,
      usuario: 'Lucía Benítez',
      accionDesc: 'Validación de afiliado',
      fecha: '10/03/2026 10:00',
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
    const [row] = (await activity('accion=settlement.viewed')).actividad;
    expect(row).toMatchObject({ email: DEMO.demo, detalle: 'Expediente 1100024' });
  });

  it("a patient's data read in atencion-medica is listed by page, never by patient", async () => {
    const read = await s.t.inject({
      method: 'GET',
      url: '/pre/v1/atencion-medica/100001/vacunas?contra=30000001&middle=1&inte=1',
      headers: s.demo,
    });
    expect(read.statusCode).toBe(200);
    const [row] = (await activity('accion=patient-data.viewed')).actividad;
    expect(row).toMatchObject({
      email: DEMO.demo,
      accionDesc: 'Consulta de datos de paciente',
      detalle: 'Atención médica · Vacunas',
    });
    expect(JSON.stringify(row)).not.toMatch(/30000001|Juan|Pérez/);
  });

  it('a burst of validations is written whole, one row per call', async () => {
    const mine = `accion=affiliate.validation&usuario=${await userIdOf(s.t.db, DEMO.demo)}`;
    const before = (await activity(mine)).total;
    await Promise.all(Array.from({ length: 10 }, () => validateJuan(s.t, s.demo)));
    expect((await activity(mine)).total).toBe(before + 10);
  });

  it("a refused call is nobody's activity", async () => {
    const before = (await activity('accion=affiliate.validation')).total;
    const refused = await s.t.inject({
      method: 'POST',
      url: '/pre/v1/validador/200001/afiliado',
      headers: s.demo,
      payload: JUAN,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await activity('accion=affiliate.validation')).total).toBe(before);
  });
});
