import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthorizationDetailResponse,
  AuthorizationInboxResponse,
  QueueItemDetail,
  StaffAuditEntry,
} from '@portal/contracts';
import { QUEUE_DECISION_MESSAGES } from '@portal/domain/queues';
import type { StaffRole } from '@portal/domain/staff';
import { minimalPdf } from '../../seed/sample-files.ts';
import { attachment, BASE, fileMedicalRequest } from '../../../test/authorizations.ts';
import { whileInsertsFail } from '../../../test/failing-inserts.ts';
import { DEMO, expectError, TEXT } from '../../../test/helpers.ts';
import { rowCounts } from '../../../test/row-counts.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';
import { EXE, rudiFile } from '../../../test/support-cases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CONSOLE = '/pre/consola/v0';

/**
 * An auditor decides a provider's authorization from the console (docs/decisions/0059): by the
 * operator's own rule, named to the provider, audited, and refused where it is not theirs to do.
 */
describe("the console's decisions on authorizations", () => {
  let t: TestApp;
  let demo: Record<string, string>;
  const staff = {} as Record<StaffRole, Record<string, string>>;
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await t.login(DEMO.demo)).headers;
    for (const role of ['medical-auditor', 'support', 'contracting', 'admin'] as const)
      staff[role] = (await openStaffSession(t, demoStaff(role).email)).headers;
  });
  afterAll(() => t.close());

  const fileRequest = () => fileMedicalRequest(t, demo);
  const decide = (id: number, payload: object, headers = staff['medical-auditor']) =>
    t.inject({
      method: 'POST',
      url: `${CONSOLE}/colas/autorizaciones/${id}/decision`,
      headers,
      payload,
    });
  const providerDetail = async (nro: number) =>
    (
      await t.inject({ method: 'GET', url: `${BASE}/tramites/${nro}`, headers: demo })
    ).json<AuthorizationDetailResponse>();

  it('an auditor observes with a file, the provider answers from the Inbox, the auditor approves', async () => {
    const { nro, id } = await fileRequest();
    const observed = await decide(id, {
      accion: 'observar',
      mensaje: 'Adjunte el informe del especialista.',
      archivos: [attachment('pedido.pdf', minimalPdf('Pedido'))],
    });
    expect(observed.statusCode, observed.body).toBe(200);
    const item = observed.json<QueueItemDetail>();
    expect(item).toMatchObject({ id, numero: nro, cola: 'autorizaciones', estado: { id: 2 } });
    expect(item.archivos.map((file) => [file.nombre, file.origen])).toContainEqual([
      'pedido.pdf',
      'aseguradora',
    ]);
    expect(item.historial.at(-1)).toMatchObject({ origen: 'aseguradora', quien: 'Ana Auditora' });

    // The provider reads the observation in the Inbox and the auditor's name in the history.
    const inbox = (
      await t.inject({ method: 'GET', url: `${BASE}/inbox`, headers: demo })
    ).json<AuthorizationInboxResponse>();
    expect(inbox.items.map((entry) => entry.nroAutorizacion)).toContain(nro);
    expect((await providerDetail(nro)).historial.at(-1)).toMatchObject({
      origen: 'auditor',
      autor: 'Ana Auditora',
    });

    const answered = await t.inject({
      method: 'POST',
      url: `${BASE}/tramites/${nro}/respuesta`,
      headers: demo,
      payload: { texto: 'Adjunto el informe.' },
    });
    expect(answered.statusCode).toBe(200);

    const approved = await decide(id, { accion: 'aprobar' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<QueueItemDetail>().estado).toMatchObject({ id: 3 });
    const shown = await providerDetail(nro);
    expect(shown.estado).toMatchObject({ descripcion: 'Aprobado', display: 'Finalizado' });
    expect(shown.historial.map((entry) => entry.autor)).toEqual([
      'María Laura González',
      'Ana Auditora',
      'María Laura González',
      'Ana Auditora',
    ]);
  });

  it('every decision is in the staff audit, with who, when, queue, item and action, for an admin', async () => {
    const { nro, id } = await fileRequest();
    expect((await decide(id, { accion: 'rechazar', mensaje: 'Sin cobertura' })).statusCode).toBe(
      200,
    );
    const audit = await t.inject({
      method: 'GET',
      url: `${CONSOLE}/auditoria?action=queue.decision`,
      headers: staff.admin,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const entry = audit
      .json<{ items: StaffAuditEntry[] }>()
      .items.find((candidate) => candidate.targetId === String(id));
    expect(entry).toMatchObject({
      at: t.clock.now().toISOString(),
      staffEmail: demoStaff('medical-auditor').email,
      action: 'queue.decision',
      targetKind: 'autorizaciones',
      changes: { cola: 'autorizaciones', numero: nro, accion: 'rechazar', estado: 4 },
    });
  });

  it('refuses a decision on what no longer waits on the insurer: decided, or observed (409)', async () => {
    const { id } = await fileRequest();
    expect((await decide(id, { accion: 'observar', mensaje: 'Falta la orden' })).statusCode).toBe(
      200,
    );
    expectError(
      await decide(id, { accion: 'aprobar' }),
      409,
      'NOT_WAITING',
      QUEUE_DECISION_MESSAGES.notWaiting,
    );
    const other = await fileRequest();
    expect((await decide(other.id, { accion: 'aprobar' })).statusCode).toBe(200);
    expectError(await decide(other.id, { accion: 'rechazar' }), 409, 'NOT_WAITING');
  });

  it('refuses a bad body (400), an unknown item (404) and another role (403), changing nothing', async () => {
    const { nro, id } = await fileRequest();
    const before = await rowCounts(t.db);
    expectError(await decide(id, { accion: 'observar' }), 400, 'VALIDATION');
    expectError(await decide(id, { accion: 'archivar' }), 400, 'VALIDATION');
    expectError(
      await decide(id, {
        accion: 'observar',
        mensaje: 'Vea el adjunto',
        archivos: [rudiFile('informe.pdf', EXE)],
      }),
      400,
      'FILE_CONTENT_MISMATCH',
    );
    expectError(await decide(999_999, { accion: 'aprobar' }), 404, 'NOT_FOUND');
    expectError(await decide(id, { accion: 'aprobar' }, staff.support), 403, 'FORBIDDEN');
    expectError(await decide(id, { accion: 'aprobar' }, staff.admin), 403, 'FORBIDDEN');
    expectError(await decide(id, { accion: 'aprobar' }, demo), 401, 'SESSION_EXPIRED');
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await providerDetail(nro)).estado.id).toBe(1);
  });

  it('a failure writing the audit leaves the request undecided: nothing is done unaudited', async () => {
    const { nro, id } = await fileRequest();
    await whileInsertsFail(t.db, 'staff_audit', async () => {
      const before = await rowCounts(t.db);
      const response = await decide(id, {
        accion: 'observar',
        mensaje: 'Falta la orden.',
        archivos: [attachment('pedido.pdf', minimalPdf('Pedido'))],
      });
      expectError(response, 500, 'SERVER_ERROR', TEXT.serverError);
      expect(await rowCounts(t.db)).toEqual(before);
    });
    const shown = await providerDetail(nro);
    expect(shown.estado.id).toBe(1);
    expect(shown.historial).toHaveLength(1);
  });
});
