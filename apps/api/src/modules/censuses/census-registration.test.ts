import { describe, expect, it } from 'vitest';
import type { CensusRow } from '@portal/contracts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { twoProviderApp } from '../../../test/test-app.ts';
import { JUAN_AT_PALERMO, censusRequests } from './census-test-requests.ts';

/** TEST_NOW is 10/03/2026 10:00 in Argentina. */
describe('registering inpatients in the census (tramitesonline/censos)', () => {
  const ctx = twoProviderApp();
  const { register, search, rowCount } = censusRequests(() => ctx);

  it('admits Juan Pérez, then discharges him: each row carries its §5 code', async () => {
    const admitted = await register({
      ...JUAN_AT_PALERMO,
      fecha: '08/03/2026',
      movimiento: 'ingreso',
      observacion: 'Ingresó por guardia: neumonía',
    });
    expect(admitted.statusCode).toBe(201);
    expect(admitted.json<CensusRow>()).toMatchObject({
      fecha: '08/03/2026',
      movimiento: 'ingreso',
      recienNacido: 0,
      codigo: 43422003,
      afiliado: { contra: 30000001, middle: 1, inte: 1, nombre: 'Juan', apellido: 'Pérez' },
      lugarAtencion: { id: 1001, descripcion: 'Consultorio Palermo' },
      // Spec §5: accents stripped, non-word characters become spaces.
      observacion: 'Ingreso por guardia  neumonia',
      registrado: '10/03/2026 10:00',
    });

    const discharged = await register({
      ...JUAN_AT_PALERMO,
      fecha: '10/03/2026',
      movimiento: 'egreso',
    });
    expect(discharged.statusCode).toBe(201);
    expect(discharged.json<CensusRow>()).toMatchObject({ codigo: 43422004, observacion: null });

    const found = await search({ contra: '30000001', inte: '1' });
    expect(
      found.json<{ filas: CensusRow[] }>().filas.map((row) => [row.fecha, row.codigo]),
    ).toEqual([
      ['10/03/2026', 43422004],
      ['08/03/2026', 43422003],
    ]);
  });

  it('a discharge with no admission is refused, and so is one inside a stay already closed', async () => {
    const before = await rowCount();
    expectError(
      await register({
        ...JUAN_AT_PALERMO,
        fecha: '10/03/2026',
        movimiento: 'egreso',
        recienNacido: 2,
      }),
      422,
      'NO_ADMISSION',
      'No hay una admisión previa de ese paciente.',
    );
    expectError(
      await register({ ...JUAN_AT_PALERMO, fecha: '09/03/2026', movimiento: 'egreso' }),
      422,
      'STAY_OVERLAP',
      'Ese movimiento cae dentro de una internación ya registrada del paciente.',
    );
    expect(await rowCount()).toBe(before);
  });

  it('a newborn under the mother’s number is a patient of its own, with the newborn codes', async () => {
    const newborn = { ...JUAN_AT_PALERMO, recienNacido: 1 };
    const admitted = await register({ ...newborn, fecha: '09/03/2026', movimiento: 'ingreso' });
    expect(admitted.json<CensusRow>()).toMatchObject({ recienNacido: 1, codigo: 43422023 });
    const discharged = await register({ ...newborn, fecha: '10/03/2026', movimiento: 'egreso' });
    expect(discharged.json<CensusRow>()).toMatchObject({ recienNacido: 1, codigo: 43422024 });
    const third = await register({
      ...JUAN_AT_PALERMO,
      recienNacido: 3,
      fecha: '10/03/2026',
      movimiento: 'ingreso',
    });
    expect(third.json<CensusRow>().codigo).toBe(43422043);
  });

  it('one row per patient, day and movement: the same admission twice is a 409, also when sent at once', async () => {
    const carlos = { ...JUAN_AT_PALERMO, afiliado: { contra: 30000003, inte: 1 } };
    const both = await Promise.all(
      [1, 2].map(() => register({ ...carlos, fecha: '10/03/2026', movimiento: 'ingreso' })),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((response) => response.statusCode === 409)!;
    expectError(
      refused,
      409,
      'CENSUS_DUPLICATE',
      'Ya hay un registro de ese movimiento para ese paciente en ese día.',
    );
    expectError(
      await register({ ...carlos, fecha: '10/03/2026', movimiento: 'ingreso' }),
      409,
      'CENSUS_DUPLICATE',
    );
  });

  it('an admission of a patient who is still in is refused until the discharge', async () => {
    const newbornTwo = { ...JUAN_AT_PALERMO, recienNacido: 2 };
    expect(
      (await register({ ...newbornTwo, fecha: '05/03/2026', movimiento: 'ingreso' })).statusCode,
    ).toBe(201);
    const count = await rowCount();
    expectError(
      await register({ ...newbornTwo, fecha: '07/03/2026', movimiento: 'ingreso' }),
      422,
      'ALREADY_ADMITTED',
      'El paciente ya tiene una admisión sin egreso: registrá su egreso antes de una nueva admisión.',
    );
    expect(await rowCount()).toBe(count);
    expect(
      (await register({ ...newbornTwo, fecha: '07/03/2026', movimiento: 'egreso' })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['tomorrow', '11/03/2026', 'La fecha no puede ser posterior a hoy.'],
    ['more than 30 days back', '07/02/2026', 'La fecha no puede ser anterior a 30 días.'],
  ])(
    'a movement dated %s is refused on its field, nothing written',
    async (_story, fecha, message) => {
      const before = await rowCount();
      const body = expectError(
        await register({ ...JUAN_AT_PALERMO, fecha, movimiento: 'ingreso', recienNacido: 2 }),
        422,
        'INVALID_DATE',
        message,
      );
      expect(body.details).toEqual([{ path: 'fecha', message }]);
      expect(await rowCount()).toBe(before);
    },
  );

  it.each([
    ['a place of another provider', 2001],
    ['a place no longer in force (Recoleta closed on 31/12/2025)', 1003],
    ['a place that does not exist', 999999],
  ])('refuses %s', async (_story, lugarAtencionPrestador) => {
    expectError(
      await register({
        ...JUAN_AT_PALERMO,
        lugarAtencionPrestador,
        recienNacido: 2,
        fecha: '10/03/2026',
        movimiento: 'ingreso',
      }),
      422,
      'UNKNOWN_PLACE',
      'El lugar de atención no pertenece a tu prestador o no está vigente en esa fecha.',
    );
  });

  it.each([
    ['in Baja', { contra: 30000002, inte: 1 }, 'Baja'],
    ['that does not exist', { contra: 99999999, inte: 99 }, 'Credencial Inexistente'],
  ])(
    'an affiliate %s stops the row with the §2 message and the §5 reason',
    async (_story, afiliado, reason) => {
      const before = await rowCount();
      const body = expectError(
        await register({
          ...JUAN_AT_PALERMO,
          afiliado,
          fecha: '10/03/2026',
          movimiento: 'ingreso',
        }),
        422,
        'AFFILIATE_INVALID',
        'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
      );
      expect(body.details).toEqual([{ path: 'afiliado', message: reason }]);
      expect(await rowCount()).toBe(before);
    },
  );

  it.each([
    ['a fourth newborn', { recienNacido: 4 }, 'Elegí el paciente o el recién nacido (1 a 3).'],
    [
      'a date in another format',
      { fecha: '2026-03-10' },
      'Ingresá una fecha real con formato dd/mm/aaaa.',
    ],
    ['another movement', { movimiento: 'traslado' }, 'Elegí el movimiento: ingreso o egreso.'],
  ])('bad input (%s) is a 400 in Spanish', async (_story, change, message) => {
    const body = expectError(
      await register({ ...JUAN_AT_PALERMO, fecha: '10/03/2026', movimiento: 'ingreso', ...change }),
      400,
      'VALIDATION',
    );
    expect(body.details?.map((detail) => detail.message)).toContain(message);
  });

  it('another provider’s path answers not-found, and its search never shows these rows', async () => {
    const before = await rowCount();
    expectError(
      await register(
        { ...JUAN_AT_PALERMO, fecha: '10/03/2026', movimiento: 'ingreso', recienNacido: 2 },
        ctx.demo,
        200001,
      ),
      404,
      'NOT_FOUND',
    );
    expect(await rowCount()).toBe(before);
    const theirs = await search({ contra: '30000001' }, ctx.interior, 200001);
    expect(theirs.json<{ total: number }>().total).toBe(0);
  });

  it('a read-only session may look the affiliate up and search, but not register', async () => {
    const readOnly = (await openExternalSession(ctx.t, DEMO.demo, 'readOnly')).headers;
    expectError(
      await register(
        { ...JUAN_AT_PALERMO, fecha: '10/03/2026', movimiento: 'ingreso', recienNacido: 2 },
        readOnly,
      ),
      403,
      'READ_ONLY',
      TEXT.readOnly,
    );
    expect((await search({}, readOnly)).statusCode).toBe(200);
    const affiliate = await ctx.t.inject({
      method: 'POST',
      url: '/pre/v1/censos/100001/afiliado',
      headers: readOnly,
      payload: { contra: 30000001, middle: 1, inte: 1 },
    });
    expect(affiliate.json()).toMatchObject({ isValid: true, mensaje: null });
  });
});
