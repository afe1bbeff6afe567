import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@portal/domain/format';
import type { ConnectivityTicket } from '@portal/contracts';
import { connectivityRequests, JUAN } from '../../../test/connectivity.ts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

/** An entered service's ticket: diagnoses, cancellation, reprint and its PDF. */
describe('connectivity transactions (tramites-conectividad)', () => {
  const ctx = twoProviderApp();

  const { post, enter, transactions, stateOf } = connectivityRequests(() => ctx);

  describe('diagnoses, cancellation and reprint', () => {
    let service: number;
    beforeAll(async () => {
      service = (await enter({ creden: JUAN, prestacion: 420101 })).json<ConnectivityTicket>()
        .nroTicket;
    });

    it('enters a diagnosis on the service ticket, then cancels it once', async () => {
      const entered = await post('ingresa-diagnostico', { nroTicket: service, icd: 'J45.9' });
      expect(entered.statusCode).toBe(201);
      const diagnosis = entered.json<ConnectivityTicket>();
      expect(diagnosis).toMatchObject({
        tipoMensaje: 'ID',
        ticketPrestacion: service,
        prestacion: null,
        diagnosticos: [
          {
            nroTicket: diagnosis.nroTicket,
            codigo: 'J45.9',
            denominacion: 'Asma, no especificada',
            estado: 'abierta',
          },
        ],
      });
      const reprint = await ctx.t.inject({
        method: 'GET',
        url: `/pre/v1/conectividad/100001/reimpresionTicket/${service}`,
        headers: ctx.demo,
      });
      expect(reprint.json<ConnectivityTicket>().diagnosticos.map((d) => d.codigo)).toEqual([
        'J45.9',
      ]);

      const cancelled = await post('anula-diagnostico', { nroTicket: diagnosis.nroTicket });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<ConnectivityTicket>()).toMatchObject({
        estado: 'anulada',
        fechaAnulacion: '2026-03-10T13:00:00.000Z',
      });
      expectError(
        await post('anula-diagnostico', { nroTicket: diagnosis.nroTicket }),
        409,
        'ALREADY_CANCELLED',
        'La transacción ya estaba anulada.',
      );
      expectError(await post('anula-diagnostico', { nroTicket: service }), 422, 'NOT_A_DIAGNOSIS');
      expectError(
        await post('ingresa-diagnostico', { nroTicket: diagnosis.nroTicket, icd: 'J00' }),
        422,
        'NOT_A_SERVICE',
      );
      expectError(
        await post('ingresa-diagnostico', { nroTicket: service, icd: 'U99' }),
        422,
        'UNKNOWN_DIAGNOSIS',
      );
    });

    it('another provider cannot reprint, annotate or cancel the ticket: 404, and nothing changes', async () => {
      for (const provider of [200001, 100001]) {
        expectError(
          await post('anula-prestacion', { nroTicket: service }, ctx.interior, provider),
          404,
          'NOT_FOUND',
        );
        expectError(
          await post(
            'ingresa-diagnostico',
            { nroTicket: service, icd: 'J00' },
            ctx.interior,
            provider,
          ),
          404,
          'NOT_FOUND',
        );
      }
      const reprint = await ctx.t.inject({
        method: 'GET',
        url: `/pre/v1/conectividad/200001/reimpresionTicket/${service}`,
        headers: ctx.interior,
      });
      expectError(
        reprint,
        404,
        'NOT_FOUND',
        'No encontramos un ticket con ese número para tu prestador.',
      );
      expect(await stateOf(service)).toBe('abierta');
    });

    it('a read-only session can reprint but cannot enter or cancel', async () => {
      const readOnly = (await openExternalSession(ctx.t, DEMO.demo, 'readOnly')).headers;
      const before = await transactions();
      expectError(
        await enter({ creden: JUAN, prestacion: 420101 }, readOnly),
        403,
        'READ_ONLY',
        TEXT.readOnly,
      );
      expectError(
        await post('anula-prestacion', { nroTicket: service }, readOnly),
        403,
        'READ_ONLY',
      );
      expectError(
        await post('ingresa-diagnostico', { nroTicket: service, icd: 'J00' }, readOnly),
        403,
        'READ_ONLY',
      );
      const reprint = await ctx.t.inject({
        method: 'GET',
        url: `/pre/v1/conectividad/100001/reimpresionTicket/${service}`,
        headers: readOnly,
      });
      expect(reprint.statusCode).toBe(200);
      expect(await transactions()).toBe(before);
      expect(await stateOf(service)).toBe('abierta');
    });

    it('prints the ticket as a PDF with the service, the affiliate and the copayment', async () => {
      const response = await ctx.t.inject({
        method: 'GET',
        url: `/pre/v1/conectividad/100001/reimpresionTicket/${service}/pdf`,
        headers: ctx.demo,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="ticket-${service}.pdf"`,
      );
      const text = pdfText(response.rawPayload);
      expect(text).toContain('Ticket de conectividad');
      expect(text).toContain(String(service));
      expect(text).toContain('420101 Consulta médica en consultorio');
      expect(text).toContain(`${JUAN} Pérez, Juan`);
      expect(text).toContain(formatMoney(2500));
      expect(text).toContain('POS00101');
    });

    it('cancels the service with its open diagnoses, once', async () => {
      const diagnosis = (
        await post('ingresa-diagnostico', { nroTicket: service, icd: 'J00' })
      ).json<ConnectivityTicket>();
      const cancelled = await post('anula-prestacion', { nroTicket: service });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<ConnectivityTicket>().estado).toBe('anulada');
      expect(await stateOf(diagnosis.nroTicket)).toBe('anulada');
      expectError(await post('anula-prestacion', { nroTicket: service }), 409, 'ALREADY_CANCELLED');
      expectError(
        await post('ingresa-diagnostico', { nroTicket: service, icd: 'J00' }),
        409,
        'ALREADY_CANCELLED',
      );
      expectError(
        await post('anula-prestacion', { nroTicket: diagnosis.nroTicket }),
        422,
        'NOT_A_SERVICE',
      );
    });

    it('a ticket number that does not exist is a 404; a malformed one a 400', async () => {
      expectError(await post('anula-prestacion', { nroTicket: 1 }), 404, 'NOT_FOUND');
      expectError(await post('anula-prestacion', { nroTicket: 'uno' }), 400, 'VALIDATION');
    });
  });
});
