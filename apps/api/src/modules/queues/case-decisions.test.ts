import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CaseDetail,
  ProfileResponse,
  QueueItemDetail,
  QueuePage,
  RequestResponse,
} from '@portal/contracts';
import type { QueueId } from '@portal/domain/queues';
import type { StaffRole } from '@portal/domain/staff';
import { supportCases } from '../../db/schema/support-cases.ts';
import { DEMO, expectError } from '../../../test/helpers.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';
import { demoCase, PDF, rudiFile } from '../../../test/support-cases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoAnswersCase } from './queues-test-kit.ts';

const CONSOLE = '/pre/consola/v0';
const PROFILE = '/pre/v1/usuarios/solicitar_datos_prestador/100001';

/**
 * Support cases, Mis datos changes and debit claims decided from the console (docs/decisions/
 * 0059): each moves by the case rules the operator's CLI uses, and the provider's own calls
 * show the result with the staff member's name.
 */
describe("the console's decisions on cases, Mis datos changes and debit claims", () => {
  let t: TestApp;
  let demo: Record<string, string>;
  const staff = {} as Record<StaffRole, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await t.login(DEMO.demo)).headers;
    for (const role of ['support', 'contracting', 'settlements'] as const)
      staff[role] = (await openStaffSession(t, demoStaff(role).email)).headers;
  });
  afterAll(() => t.close());

  const caseId = async (nroTramite: number) => {
    const [row] = await t.db
      .select({ id: supportCases.id })
      .from(supportCases)
      .where(eq(supportCases.nroTramite, nroTramite));
    return row!.id;
  };
  const decide = (queue: QueueId, id: number, payload: object, headers: Record<string, string>) =>
    t.inject({ method: 'POST', url: `${CONSOLE}/colas/${queue}/${id}/decision`, headers, payload });
  const providerCase = async (nro: number) =>
    (
      await t.inject({ method: 'GET', url: `/pre/v2/cap/${nro}/DetalleTramite`, headers: demo })
    ).json<CaseDetail>();
  const askChange = async (estadoCivil: string) => {
    const { datos } = (
      await t.inject({ method: 'GET', url: PROFILE, headers: demo })
    ).json<ProfileResponse>();
    const asked = await t.inject({
      method: 'POST',
      url: '/pre/v1/actualizar/datos/100001/profesionales',
      headers: demo,
      payload: { ...datos, estadoCivil },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const nro = asked.json<RequestResponse>().pendiente.nroTramite;
    return { nro, id: await caseId(nro) };
  };

  it('support asks the provider, the provider answers, support answers with a file: finalised', async () => {
    const nro = demoCase('demo-contracting-pending');
    const id = await caseId(nro);
    const asked = await decide(
      'casos',
      id,
      { accion: 'solicitar-informacion', mensaje: 'Envíe el plano firmado.' },
      staff.support,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<QueueItemDetail>()).toMatchObject({ cola: 'casos', estado: { id: 2 } });
    expect(asked.json<QueueItemDetail>().historial.at(-1)).toMatchObject({
      origen: 'aseguradora',
      quien: 'Sergio Soporte',
      mensaje: 'Envíe el plano firmado.',
    });
    expect((await providerCase(nro)).etapas.at(-1)).toMatchObject({
      obsColaborador: 'Envíe el plano firmado.',
      actor: { tipo: 'operador', nombre: 'Sergio Soporte' },
    });
    // Waiting on the provider now: not the insurer's to decide.
    expectError(
      await decide('casos', id, { accion: 'cerrar', mensaje: 'x' }, staff.support),
      409,
      'NOT_WAITING',
    );

    await demoAnswersCase(t, demo, nro);
    const done = await decide(
      'casos',
      id,
      {
        accion: 'responder',
        mensaje: 'Consultorio dado de alta.',
        archivos: [rudiFile('Alta.pdf', PDF)],
      },
      staff.support,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<QueueItemDetail>().estado).toMatchObject({ id: 4 });
    const shown = await providerCase(nro);
    expect(shown.estado).toBe(4);
    expect(shown.archivosRespuesta.map((file) => file.fileName)).toEqual(['Alta.pdf']);
  });

  it('support moves a case to another area, in the state it is in, and the provider reads it there', async () => {
    const nro = demoCase('demo-authorization-in-process');
    const id = await caseId(nro);
    const moved = await decide(
      'casos',
      id,
      { accion: 'mover', area: 'liquidaciones', mensaje: 'Es una consulta de pagos.' },
      staff.support,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<QueueItemDetail>()).toMatchObject({
      tipo: { id: 'liquidaciones' },
      estado: { id: 3 },
    });
    expect(await providerCase(nro)).toMatchObject({ area: 'liquidaciones', estado: 3 });
    const shown = await providerCase(nro);
    expect(shown.etapas.at(-1)).toMatchObject({
      accion: 'derivar',
      actor: { tipo: 'operador', nombre: 'Sergio Soporte' },
    });
    expectError(
      await decide(
        'casos',
        id,
        { accion: 'mover', area: 'liquidaciones', mensaje: 'x' },
        staff.support,
      ),
      409,
      'SAME_AREA',
    );
    expectError(
      await decide('casos', id, { accion: 'mover', mensaje: 'x' }, staff.support),
      400,
      'VALIDATION',
    );
    expectError(
      await decide('casos', id, { accion: 'cerrar', mensaje: '  ' }, staff.support),
      400,
      'VALIDATION',
    );
  });

  it('contracting accepts a Mis datos change (in force) and refuses another (not applied)', async () => {
    const accepted = await askChange('Divorciado');
    // A Mis datos change is contracting's, not a support case.
    expectError(
      await decide('casos', accepted.id, { accion: 'cerrar', mensaje: 'x' }, staff.support),
      404,
      'NOT_FOUND',
    );
    const done = await decide(
      'cambios-de-datos',
      accepted.id,
      { accion: 'aceptar' },
      staff.contracting,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<QueueItemDetail>()).toMatchObject({
      cola: 'cambios-de-datos',
      estado: { id: 4 },
    });
    const inForce = (
      await t.inject({ method: 'GET', url: PROFILE, headers: demo })
    ).json<ProfileResponse>();
    expect(inForce.datos.estadoCivil).toBe('Divorciado');
    expect(inForce.pendientes).toEqual([]);

    const refused = await askChange('Viudo');
    const no = await decide(
      'cambios-de-datos',
      refused.id,
      { accion: 'rechazar', mensaje: 'Falta el acta.' },
      staff.contracting,
    );
    expect(no.json<QueueItemDetail>().estado).toMatchObject({ id: 5 });
    const after = (
      await t.inject({ method: 'GET', url: PROFILE, headers: demo })
    ).json<ProfileResponse>();
    expect(after.datos.estadoCivil).toBe('Divorciado');
    expect((await providerCase(refused.nro)).estado).toBe(5);
  });

  it('settlements asks about a debit claim, then answers another; each only while it waits', async () => {
    const page = (
      await t.inject({
        method: 'GET',
        url: `${CONSOLE}/colas/reclamos-de-debitos`,
        headers: staff.settlements,
      })
    ).json<QueuePage>();
    const [first, second] = page.items;
    const asked = await decide(
      'reclamos-de-debitos',
      first!.id,
      { accion: 'solicitar-informacion', mensaje: 'Adjunte la factura.' },
      staff.settlements,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<QueueItemDetail>()).toMatchObject({ estado: { id: 2 } });
    expectError(
      await decide(
        'reclamos-de-debitos',
        first!.id,
        { accion: 'cerrar', mensaje: 'x' },
        staff.settlements,
      ),
      409,
      'NOT_WAITING',
    );
    const answered = await decide(
      'reclamos-de-debitos',
      second!.id,
      { accion: 'responder', mensaje: 'El débito se revierte en la próxima liquidación.' },
      staff.settlements,
    );
    expect(answered.json<QueueItemDetail>()).toMatchObject({ estado: { id: 4 } });
    expect(answered.json<QueueItemDetail>().historial.at(-1)).toMatchObject({
      quien: 'Luis Liquidador',
      mensaje: 'El débito se revierte en la próxima liquidación.',
    });
    expectError(
      await decide(
        'reclamos-de-debitos',
        second!.id,
        { accion: 'responder', mensaje: 'x' },
        staff.support,
      ),
      403,
      'FORBIDDEN',
    );
  });
});
