import { describe, expect, it } from 'vitest';
import type { ConnectivityTicket } from '@portal/contracts';
import { connectivityRequests, JUAN } from '../../../test/connectivity.ts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { twoProviderApp } from '../../../test/test-app.ts';

/** Entering a service (ingresa-prestacion): coverage, affiliate, terminal and date rules. */
describe('connectivity transactions (tramites-conectividad)', () => {
  const ctx = twoProviderApp();

  const { post, enter, transactions } = connectivityRequests(() => ctx);

  describe('POST {id}/ingresa-prestacion', () => {
    it('records an approved service (AP) and answers its printable ticket', async () => {
      const response = await enter({ creden: JUAN, prestacion: 420101 });
      expect(response.statusCode).toBe(201);
      const ticket = response.json<ConnectivityTicket>();
      expect(ticket).toEqual({
        nroTicket: expect.any(Number),
        tipoMensaje: 'IP',
        estado: 'abierta',
        fecha: '2026-03-10T13:00:00.000Z',
        fechaAnulacion: null,
        fechaPrestacion: '20260310',
        prestador: { codigo: 100001, nombre: 'María Laura González', cuit: '27234567891' },
        afiliado: { numero: JUAN, nombre: 'Juan', apellido: 'Pérez', plan: 310 },
        prestacion: { codigo: 420101, descripcion: 'Consulta médica en consultorio', cantidad: 1 },
        ticketPrestacion: null,
        mod_cobert: 'AP',
        copago: 2500,
        terminal: 'POS00101',
        origenDeTransaccion: 90,
        circulo: null,
        diagnosticos: [],
        usuario: 'María Laura González',
      });
      expect(ticket.nroTicket).toBeGreaterThan(100_000_000);
    });

    it.each([
      ['999901 (NC)', 999901, 'NOT_COVERED', 'Prestación no cubierta.'],
      ['180106 (AM)', 180106, 'AUTHORIZATION_REQUIRED', /requiere autorización previa/],
      ['340201 (SA)', 340201, 'OWN_PATH', /circuito de autorización propio/],
      ['120101 (AP exceptuada)', 120101, 'AUTHORIZATION_REQUIRED', /exceptuada/],
      ['123456 (unknown)', 123456, 'UNKNOWN_SERVICE', 'La prestación no existe en el nomenclador.'],
    ])(
      'refuses service %s with 422 and writes nothing',
      async (_story, prestacion, code, message) => {
        const before = await transactions();
        expectError(await enter({ creden: JUAN, prestacion }), 422, code, message);
        expect(await transactions()).toBe(before);
      },
    );

    it.each([
      ['30000002 1 01', 'Baja'],
      ['99999999 9 99', 'Credencial Inexistente'],
      [
        '30000001 2 01',
        'El número intermedio no corresponde a la credencial vigente del afiliado.',
      ],
    ])('refuses affiliate %s with the §2 message and the §5 reason', async (creden, reason) => {
      const before = await transactions();
      const error = expectError(
        await enter({ creden, prestacion: 420101 }),
        422,
        'AFFILIATE_INVALID',
        'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
      );
      expect(error.details).toEqual([{ path: 'creden', message: reason }]);
      expect(await transactions()).toBe(before);
    });

    it('refuses a malformed credential number with a 400 that shows the expected shape', async () => {
      expectError(
        await enter({ creden: '30000001-1-01', prestacion: 420101 }),
        400,
        'VALIDATION',
        /tres partes separadas por espacios/,
      );
      expectError(
        await enter({ creden: '   ', prestacion: 420101 }),
        400,
        'VALIDATION',
        /No se ha ingresado un afiliado/,
      );
    });

    it('applies the AP terminal rule: a provider with terminals must name an active one of its own', async () => {
      const before = await transactions();
      expectError(
        await post('ingresa-prestacion', { creden: JUAN, prestacion: 420101 }),
        422,
        'TERMINAL_REQUIRED',
      );
      for (const termId of ['POS99999', 'POS00199', 'COL50001']) {
        expectError(
          await enter({ creden: JUAN, prestacion: 420101, termId }),
          422,
          'UNKNOWN_TERMINAL',
        );
      }
      expect(await transactions()).toBe(before);
    });

    it('a provider without terminals enters through the portal channel (2)', async () => {
      const response = await post(
        'ingresa-prestacion',
        { creden: JUAN, prestacion: 420101 },
        ctx.interior,
        200001,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json<ConnectivityTicket>()).toMatchObject({
        terminal: null,
        origenDeTransaccion: 2,
      });
    });

    it('a circle member enters through its circle (AP circle rule)', async () => {
      const college = (await ctx.t.login(DEMO.colegio)).headers;
      const response = await enter(
        { creden: '30000003 1 01', prestacion: 420101, termId: 'COL50001' },
        college,
        500001,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json<ConnectivityTicket>()).toMatchObject({
        circulo: { id: 1, descripcion: 'Círculo Médico de Rosario' },
        copago: 1500,
      });
    });

    it('records an immediate service (II), a quantity and a main diagnosis', async () => {
      const response = await enter({
        creden: JUAN,
        prestacion: 420101,
        tipoMensaje: 'II',
        cantidad: 2,
        icd: 'j00',
      });
      expect(response.json<ConnectivityTicket>()).toMatchObject({
        tipoMensaje: 'II',
        copago: 5000,
        prestacion: { cantidad: 2 },
        diagnosticos: [
          {
            codigo: 'J00',
            denominacion: 'Rinofaringitis aguda [resfriado común]',
            estado: 'abierta',
          },
        ],
      });
    });

    it('refuses an unknown diagnosis and a service date in the future', async () => {
      expectError(
        await enter({ creden: JUAN, prestacion: 420101, icd: 'U99' }),
        422,
        'UNKNOWN_DIAGNOSIS',
      );
      expectError(
        await enter({ creden: JUAN, prestacion: 420101, alta: '20260311' }),
        422,
        'FUTURE_DATE',
      );
      expect(
        (await enter({ creden: JUAN, prestacion: 420101, alta: '20260305', fecdif: 'S' })).json(),
      ).toMatchObject({
        fechaPrestacion: '20260305',
      });
    });

    // Never clamped or read as 1: a quantity out of 1..99 or no whole number is refused in words.
    it.each([
      [99999999999, 'La cantidad es de hasta 99.'],
      [100, 'La cantidad es de hasta 99.'],
      [0, 'La cantidad debe ser al menos 1.'],
      [2.5, 'La cantidad debe ser un número entero, de 1 a 99.'],
      ['dos', 'La cantidad debe ser un número entero, de 1 a 99.'],
    ])(
      'refuses a quantity of %j with its message and writes nothing',
      async (cantidad, message) => {
        const before = await transactions();
        expectError(
          await enter({ creden: JUAN, prestacion: 420101, cantidad }),
          400,
          'VALIDATION',
          `Los datos enviados no son válidos. body.cantidad: ${message}`,
        );
        expect(await transactions()).toBe(before);
      },
    );

    it('refuses a transaction type other than 90', async () => {
      expectError(await enter({ creden: JUAN, prestacion: 420101, tipo: 91 }), 400, 'VALIDATION');
    });

    it("another provider's path answers 404", async () => {
      expectError(
        await enter({ creden: JUAN, prestacion: 420101 }, ctx.demo, 200001),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('guards', () => {
    it('the sub-user (no conectividad) gets the permission message; no session is 401', async () => {
      const sub = (await ctx.t.login(DEMO.subusuario)).headers;
      expectError(
        await enter({ creden: JUAN, prestacion: 420101 }, sub),
        403,
        'FORBIDDEN',
        TEXT.noPermission,
      );
      expectError(
        await enter({ creden: JUAN, prestacion: 420101 }, {}),
        401,
        'SESSION_EXPIRED',
        TEXT.sessionExpired,
      );
    });
  });
});
