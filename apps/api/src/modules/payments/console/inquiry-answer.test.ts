import { and, eq, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InquiriesResponse, QueueItemDetail, QueuePage } from '@portal/contracts';
import { PAYMENT_INQUIRY_ANSWER_MESSAGES } from '@portal/domain/payments';
import { censusRows } from '../../../db/schema/censuses.ts';
import { paymentInquiries } from '../../../db/schema/payments.ts';
import { staffAudit } from '../../../db/schema/staff.ts';
import { expectError } from '../../../../test/helpers.ts';
import { demoStaff, openStaffSession } from '../../../../test/staff.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

const QUEUE = '/pre/consola/v0/colas/consultas-de-pago';
const ANSWER = 'Las retenciones de IIBB corresponden al padron de marzo';

describe('settlements answer a payment inquiry and the provider reads the answer (docs/decisions/0060)', () => {
  const ctx = twoProviderApp();
  const staff = {} as Record<'settlements' | 'auditor', Record<string, string>>;
  let settlementsId = 0;
  beforeAll(async () => {
    const settlements = await openStaffSession(ctx.t, demoStaff('settlements').email);
    settlementsId = settlements.staffId;
    staff.settlements = settlements.headers;
    staff.auditor = (await openStaffSession(ctx.t, demoStaff('medical-auditor').email)).headers;
  });

  const waitingOf = async (provider: number) => {
    const response = await ctx.t.inject({
      method: 'GET',
      url: `${QUEUE}?prestador=${provider}`,
      headers: staff.settlements,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QueuePage>().items[0];
  };
  const answer = (id: number, payload: object, headers = staff.settlements) =>
    ctx.t.inject({ method: 'POST', url: `${QUEUE}/${id}/decision`, headers, payload });
  const ownInquiries = async (headers = ctx.demo, provider = 100001) =>
    (
      await ctx.t.inject({
        method: 'GET',
        url: `/pre/v1/pagos-facturas/${provider}/llamados`,
        headers,
      })
    ).json<InquiriesResponse>().llamados;

  it("answering resolves the inquiry: the answer is the item resolved, and the provider's Mis consultas shows the answer and when", async () => {
    const item = (await waitingOf(100001))!;
    expect((await ownInquiries()).find((inquiry) => inquiry.id === item.id)).toMatchObject({
      estadoDesc: 'Abierto',
      respuesta: null,
      respondida: null,
    });
    const response = await answer(item.id, { accion: 'responder', mensaje: ANSWER });
    expect(response.statusCode, response.body).toBe(200);
    const resolved = response.json<QueueItemDetail>();
    expect(resolved).toMatchObject({
      id: item.id,
      cola: 'consultas-de-pago',
      estado: { id: 3, descripcion: 'Resuelto' },
    });
    expect(resolved.historial.at(-1)).toMatchObject({
      accion: 'Respondida',
      origen: 'aseguradora',
      quien: `${demoStaff('settlements').name} (${demoStaff('settlements').email})`,
      mensaje: ANSWER,
    });
    expect((await ownInquiries()).find((inquiry) => inquiry.id === item.id)).toMatchObject({
      estado: 3,
      estadoDesc: 'Resuelto',
      respuesta: ANSWER,
      respondida: '10/03/2026 10:00',
    });
    expect(await waitingOf(100001)).toBeUndefined();
  });

  it('the answer leaves a staff audit row; a second answer is a 409 in Spanish and changes nothing', async () => {
    const item = (await waitingOf(200001))!;
    expect((await answer(item.id, { accion: 'responder', mensaje: ANSWER })).statusCode).toBe(200);
    const audit = await ctx.t.db
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.action, 'payment-inquiry.answered'),
          eq(staffAudit.targetId, String(item.id)),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: settlementsId,
      targetKind: 'payment-inquiry',
      changes: { cola: 'consultas-de-pago', numero: item.id, accion: 'responder' },
    });
    expectError(
      await answer(item.id, { accion: 'responder', mensaje: 'Otra respuesta' }),
      409,
      'NOT_WAITING',
      PAYMENT_INQUIRY_ANSWER_MESSAGES.notWaiting,
    );
    const [row] = await ctx.t.db
      .select({ respuesta: paymentInquiries.respuesta })
      .from(paymentInquiries)
      .where(eq(paymentInquiries.id, item.id));
    expect(row?.respuesta).toBe(ANSWER);
  });

  it("a census row's id is no payment inquiry: 404, and the row is left pending", async () => {
    const [last] = await ctx.t.db.select({ id: max(censusRows.id) }).from(censusRows);
    const [inquiries] = await ctx.t.db
      .select({ id: max(paymentInquiries.id) })
      .from(paymentInquiries);
    expect(last!.id!).toBeGreaterThan(inquiries!.id!);
    expectError(
      await answer(last!.id!, { accion: 'responder', mensaje: ANSWER }),
      404,
      'NOT_FOUND',
    );
    const [row] = await ctx.t.db
      .select({ estado: censusRows.estado })
      .from(censusRows)
      .where(eq(censusRows.id, last!.id!));
    expect(row?.estado).toBe(1);
  });

  it('refuses an id that is no inquiry (404), an empty or unknown answer (400) and another role (403)', async () => {
    expectError(await answer(999_999, { accion: 'responder', mensaje: ANSWER }), 404, 'NOT_FOUND');
    expectError(await answer(1, { accion: 'responder' }), 400, 'VALIDATION');
    expectError(await answer(1, { accion: 'responder', mensaje: '  ' }), 400, 'VALIDATION');
    expectError(await answer(1, { accion: 'responder', mensaje: '¿?' }), 400, 'VALIDATION');
    expectError(await answer(1, { accion: 'cerrar', mensaje: ANSWER }), 400, 'VALIDATION');
    expectError(
      await answer(1, { accion: 'responder', mensaje: ANSWER }, staff.auditor),
      403,
      'FORBIDDEN',
    );
    expectError(
      await answer(1, { accion: 'responder', mensaje: ANSWER }, ctx.demo),
      401,
      'SESSION_EXPIRED',
    );
  });
});
