import { and, eq, gt, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CensusSearchResponse, QueueItemDetail, QueuePage } from '@portal/contracts';
import { CENSUS_DECISION_MESSAGES } from '@portal/domain/censuses';
import { authorizations } from '../../../db/schema/authorizations.ts';
import { censusRows } from '../../../db/schema/censuses.ts';
import { staffAudit } from '../../../db/schema/staff.ts';
import { expectError } from '../../../../test/helpers.ts';
import { demoStaff, openStaffSession } from '../../../../test/staff.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';
import { censusRequests } from '../census-test-requests.ts';

const QUEUE = '/pre/consola/v0/colas/censos';

describe('a medical auditor decides on the census rows a provider registered (docs/decisions/0060)', () => {
  const ctx = twoProviderApp();
  const { search } = censusRequests(() => ctx);
  const staff = {} as Record<'auditor' | 'settlements' | 'admin', Record<string, string>>;
  let auditorId = 0;
  beforeAll(async () => {
    const auditor = await openStaffSession(ctx.t, demoStaff('medical-auditor').email);
    auditorId = auditor.staffId;
    staff.auditor = auditor.headers;
    staff.settlements = (await openStaffSession(ctx.t, demoStaff('settlements').email)).headers;
    staff.admin = (await openStaffSession(ctx.t, demoStaff('admin').email)).headers;
  });

  const queue = async (query = '') => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: `${QUEUE}${query}`,
      headers: staff.auditor,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QueuePage>();
  };
  const decide = (id: number, payload: object, headers = staff.auditor) =>
    ctx.t.inject({ method: 'POST', url: `${QUEUE}/${id}/decision`, headers, payload });
  const ownRow = async (id: number, headers = ctx.demo, provider = 100001) =>
    (await search({}, headers, provider))
      .json<CensusSearchResponse>()
      .filas.find((row) => row.id === id);
  /** The oldest pending row of a provider, as the queue lists it. */
  const waitingOf = async (provider: number) => {
    const page = await queue(`?prestador=${provider}`);
    expect(page.items.length).toBeGreaterThan(0);
    return page.items[0]!;
  };

  it('the seeded rows of each demo provider wait in the queue, and the provider reads them Pendiente', async () => {
    for (const [provider, headers] of [
      [100001, ctx.demo],
      [200001, ctx.interior],
    ] as const) {
      const item = await waitingOf(provider);
      expect(item.estado).toEqual({ id: 1, descripcion: 'Pendiente' });
      expect(item.tipo.descripcion).toMatch(/^(Ingreso|Egreso)$/);
      expect(item.resumen).toMatch(/ del \d{2}\/\d{2}\/\d{4} · afiliado \d+\/\d{2}/);
      expect(await ownRow(item.id, headers, provider)).toMatchObject({
        estado: 1,
        estadoDesc: 'Pendiente',
        mensajeAuditoria: null,
      });
    }
  });

  it('observing asks the provider with a message: the answer is the item observed, the provider reads the message beside the row, and the queue no longer holds it', async () => {
    const item = await waitingOf(100001);
    const response = await decide(item.id, {
      accion: 'observar',
      mensaje: 'Falta la hora de ingreso',
    });
    expect(response.statusCode, response.body).toBe(200);
    const decided = response.json<QueueItemDetail>();
    expect(decided).toMatchObject({ id: item.id, cola: 'censos', estado: { id: 2 } });
    expect(decided.estado.descripcion).toBe('Observado');
    expect(decided.historial.at(-1)).toMatchObject({
      estado: { id: 2, descripcion: 'Observado' },
      origen: 'aseguradora',
      quien: `${demoStaff('medical-auditor').name} (${demoStaff('medical-auditor').email})`,
      mensaje: 'Falta la hora de ingreso',
    });
    expect(await ownRow(item.id)).toMatchObject({
      estado: 2,
      estadoDesc: 'Observado',
      mensajeAuditoria: 'Falta la hora de ingreso',
    });
    expect((await queue()).items.map((waiting) => waiting.id)).not.toContain(item.id);
  });

  it('approving and rejecting need no message; the provider reads Aprobado and Rechazado', async () => {
    for (const [accion, estadoDesc] of [
      ['aprobar', 'Aprobado'],
      ['rechazar', 'Rechazado'],
    ] as const) {
      const item = await waitingOf(200001);
      const response = await decide(item.id, { accion });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<QueueItemDetail>().estado.descripcion).toBe(estadoDesc);
      expect(await ownRow(item.id, ctx.interior, 200001)).toMatchObject({
        estadoDesc,
        mensajeAuditoria: null,
      });
    }
  });

  it('each decision leaves a staff audit row: who, when, the action, the queue and the number', async () => {
    const item = await waitingOf(100001);
    expect((await decide(item.id, { accion: 'aprobar' })).statusCode).toBe(200);
    const rows = await ctx.t.db
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.action, 'census.decided'), eq(staffAudit.targetId, String(item.id))),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: auditorId,
      targetKind: 'census-row',
      changes: { cola: 'censos', numero: item.id, accion: 'aprobar', estado: 3 },
    });
    expect(rows[0]!.at.getTime()).toBe(ctx.t.clock.now().getTime());
  });

  it('a row decided already is a 409 in Spanish and stays as the first auditor left it', async () => {
    const item = await waitingOf(100001);
    expect((await decide(item.id, { accion: 'aprobar' })).statusCode).toBe(200);
    expectError(
      await decide(item.id, { accion: 'rechazar' }),
      409,
      'NOT_WAITING',
      CENSUS_DECISION_MESSAGES.notWaiting,
    );
    const [row] = await ctx.t.db
      .select({ estado: censusRows.estado })
      .from(censusRows)
      .where(eq(censusRows.id, item.id));
    expect(row?.estado).toBe(3);
  });

  it('refuses an id that is no census row (404), a bad body (400), an observation without a message (400), and another role (403)', async () => {
    expectError(await decide(999_999, { accion: 'aprobar' }), 404, 'NOT_FOUND');
    const item = await waitingOf(200001);
    expectError(await decide(item.id, { accion: 'aceptar' }), 400, 'VALIDATION');
    const silent = expectError(await decide(item.id, { accion: 'observar' }), 400, 'VALIDATION');
    expect(JSON.stringify(silent)).toContain(CENSUS_DECISION_MESSAGES.messageRequired);
    expectError(await decide(item.id, { accion: 'observar', mensaje: '¿?' }), 400, 'VALIDATION');
    expectError(await decide(item.id, { accion: 'aprobar' }, staff.settlements), 403, 'FORBIDDEN');
    expectError(await decide(item.id, { accion: 'aprobar' }, staff.admin), 403, 'FORBIDDEN');
    expectError(await decide(item.id, { accion: 'aprobar' }, ctx.demo), 401, 'SESSION_EXPIRED');
    expect(await ownRow(item.id, ctx.interior, 200001)).toMatchObject({ estado: 1 });
  });

  it("an authorization's id is no census row: 404, and the request is left as it was", async () => {
    const [last] = await ctx.t.db.select({ id: max(censusRows.id) }).from(censusRows);
    const [request] = await ctx.t.db
      .select({ id: authorizations.id, estado: authorizations.estado })
      .from(authorizations)
      .where(gt(authorizations.id, last!.id!))
      .limit(1);
    expectError(await decide(request!.id, { accion: 'aprobar' }), 404, 'NOT_FOUND');
    const [after] = await ctx.t.db
      .select({ estado: authorizations.estado })
      .from(authorizations)
      .where(eq(authorizations.id, request!.id));
    expect(after?.estado).toBe(request!.estado);
  });

  it("a new registration waits in the auditor's queue from the moment it is made", async () => {
    const registered = await ctx.t.inject({
      method: 'POST',
      url: '/pre/v1/censos/100001/registros',
      headers: ctx.demo,
      payload: {
        afiliado: { contra: 30000001, inte: 1 },
        recienNacido: 0,
        lugarAtencionPrestador: 1001,
        movimiento: 'ingreso',
        fecha: '10/03/2026',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const row = registered.json<{ id: number; estadoDesc: string }>();
    expect(row.estadoDesc).toBe('Pendiente');
    const page = await queue('?orden=fecha');
    expect(page.items[0]).toMatchObject({ id: row.id, edadMinutos: 0 });
  });
});
