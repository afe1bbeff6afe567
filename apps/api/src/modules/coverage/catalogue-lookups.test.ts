import { describe, expect, it } from 'vitest';
import type { AgreedServiceDto, DiagnosisDto, ServiceDto } from '@portal/contracts';
import { DEMO, expectError } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { demoProviderApp } from '../../../test/test-app.ts';

describe('services, agreed services and ICD-10 diagnoses', () => {
  const ctx = demoProviderApp();

  const get = (url: string, headers = ctx.demo) =>
    ctx.t.inject({ method: 'GET', url: `/pre/v1/conectividad${url}`, headers });

  describe('GET prestaciones (type-ahead)', () => {
    it('finds services by code prefix, in code order', async () => {
      const rows = (await get('/prestaciones?codigo=4201')).json<ServiceDto[]>();
      expect(rows).toEqual([
        {
          codigo: 420101,
          cod_cobertura: '42',
          carac: 'A',
          descripcion: 'Consulta médica en consultorio',
          tipo: 'C',
          nomenclador: 'NN',
        },
      ]);
    });

    it('finds services by description without minding accents or case', async () => {
      const rows = (await get('/prestaciones?descripcion=ECOGRAFIA')).json<ServiceDto[]>();
      expect(rows.map((row) => row.codigo)).toContain(180106);
      expect(rows.every((row) => row.descripcion.startsWith('Ecografía'))).toBe(true);
    });

    it('matches a word inside the description, and honours the limit', async () => {
      const rows = (await get('/prestaciones?descripcion=abdominal&limit=1')).json<ServiceDto[]>();
      expect(rows.map((row) => row.codigo)).toEqual([180106]);
    });

    it('answers an empty list when nothing matches', async () => {
      expect((await get('/prestaciones?descripcion=zzzzz')).json()).toEqual([]);
    });

    it.each([
      ['two letters', '?descripcion=ec'],
      ['nothing to search', ''],
      ['a limit over 20', '?codigo=4&limit=21'],
    ])('refuses %s', async (_story, q) => {
      expectError(await get(`/prestaciones${q}`), 400, 'VALIDATION');
    });
  });

  describe('GET prestaciones-convenio', () => {
    it('lists the agreements in force at the places in force, general and per plan', async () => {
      const rows = (await get('/prestaciones-convenio?prestadCodigo=100001&fecha=20260310')).json<
        AgreedServiceDto[]
      >();
      expect(new Set(rows.map((row) => row.prestadLugar))).toEqual(new Set([1001, 1002]));
      expect(rows).toHaveLength(25);
      expect(rows.find((row) => row.prestacCodigo === 420101 && row.plan === 610)).toEqual({
        prestadCodigo: 100001,
        prestadLugar: 1001,
        prestacCodigo: 420101,
        prestacDesc: 'Consulta médica en consultorio',
        plan: 610,
        vigenciaDesde: '20250101',
        vigenciaHasta: null,
        valor: 9500,
      });
    });

    it('an agreement that ended is listed on a day it was in force', async () => {
      const rows = (
        await get('/prestaciones-convenio?prestadCodigo=100001&fecha=20240601&prestacCodigo=170101')
      ).json<AgreedServiceDto[]>();
      expect(rows).toEqual([expect.objectContaining({ valor: 3000, vigenciaHasta: '20241231' })]);
    });

    it('filters by plan, service, place and description', async () => {
      const forPlan310 = (
        await get(
          '/prestaciones-convenio?prestadCodigo=100001&fecha=20260310&plan=310&prestacCodigo=420101',
        )
      ).json<AgreedServiceDto[]>();
      expect(forPlan310.map((row) => [row.prestadLugar, row.plan])).toEqual([
        [1001, null],
        [1002, null],
      ]);
      const byDescription = (
        await get(
          '/prestaciones-convenio?prestadCodigo=100001&fecha=20260310&prestadLugar=1002&prestacDesc=glucemia',
        )
      ).json<AgreedServiceDto[]>();
      expect(byDescription.map((row) => row.prestacCodigo)).toEqual([660475]);
    });

    it("another provider's agreements answer 404", async () => {
      expectError(
        await get('/prestaciones-convenio?prestadCodigo=200001&fecha=20260310'),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('diagnoses over the Spanish ICD-10', () => {
    const byCode = (codigo: string, headers = ctx.demo) =>
      ctx.t.inject({
        method: 'POST',
        url: '/pre/v1/conectividad/diagnosticos',
        headers,
        payload: { codigo },
      });

    it('POST {codigo: "J00"} answers the common cold', async () => {
      const response = await byCode('J00');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { codigo: 'J00', denominacion: 'Rinofaringitis aguda [resfriado común]' },
      ]);
    });

    it('a code prefix lists the codes under it, written with their dot', async () => {
      const rows = (await byCode('j45')).json<DiagnosisDto[]>();
      expect(rows.map((row) => row.codigo)).toEqual(['J45.0', 'J45.9']);
      expect((await byCode('J45.9')).json<DiagnosisDto[]>()).toEqual([
        { codigo: 'J45.9', denominacion: 'Asma, no especificada' },
      ]);
    });

    it('an unknown code is an empty list; a malformed one a 400', async () => {
      expect((await byCode('U99')).json()).toEqual([]);
      expectError(await byCode('123'), 400, 'VALIDATION');
    });

    it('GET by denominacion finds words without minding accents', async () => {
      const cold = (await get('/diagnosticos?denominacion=resfriado')).json<DiagnosisDto[]>();
      expect(cold).toEqual([
        { codigo: 'J00', denominacion: 'Rinofaringitis aguda [resfriado común]' },
      ]);
      const asthma = (await get('/diagnosticos?denominacion=ASMA')).json<DiagnosisDto[]>();
      expect(asthma.map((row) => row.codigo)).toEqual(
        expect.arrayContaining(['J45.0', 'J45.9', 'J46']),
      );
      const migraine = (await get('/diagnosticos?denominacion=migrana')).json<DiagnosisDto[]>();
      expect(migraine.map((row) => row.codigo)).toEqual(['G43.9']);
    });

    it('GET with fewer than 3 letters is a 400', async () => {
      expectError(await get('/diagnosticos?denominacion=as'), 400, 'VALIDATION');
    });

    it('a read-only session may search by code (the POST writes nothing)', async () => {
      const readOnly = await openExternalSession(ctx.t, DEMO.demo, 'readOnly');
      expect((await byCode('J00', readOnly.headers)).statusCode).toBe(200);
    });
  });
});
