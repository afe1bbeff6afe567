import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AttentionPlaceDto, TerminalDto } from '@portal/contracts';
import { providerTerminals } from '../../db/schema/coverage.ts';
import { DEMO, TEXT, expectError } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { demoProviderApp } from '../../../test/test-app.ts';

describe('attention places, terminals and circles (spec §7)', () => {
  const ctx = demoProviderApp();

  const get = (url: string, headers = ctx.demo, scope = 'validador') =>
    ctx.t.inject({ method: 'GET', url: `/pre/v1/${scope}${url}`, headers });

  describe('GET {providerId}/lugaresDeAtencion?fecha', () => {
    it('lists the places in force on the day, with their address', async () => {
      const rows = (await get('/100001/lugaresDeAtencion?fecha=20260310')).json<
        AttentionPlaceDto[]
      >();
      expect(rows.map((row) => row.id)).toEqual([1001, 1002]);
      expect(rows[0]).toEqual({
        id: 1001,
        descripcion: 'Consultorio Palermo',
        calle: 'Av. Santa Fe',
        numero: '3450',
        localidad: 'Palermo',
        partido: 'Comuna 14',
        provincia: 'Ciudad Autónoma de Buenos Aires',
        codigoPostal: 'C1425',
        telefono: '011 4831-2200',
        vigenciaDesde: '20200101',
        vigenciaHasta: null,
      });
    });

    it('a place that closed is listed on a day it was open, and one not yet opened is not', async () => {
      const rows = (await get('/100001/lugaresDeAtencion?fecha=20240101')).json<
        AttentionPlaceDto[]
      >();
      expect(rows.map((row) => row.id)).toEqual([1001, 1003]);
    });

    it("another provider's places answer 404; a bad date 400", async () => {
      expectError(
        await get('/200001/lugaresDeAtencion?fecha=20260310'),
        404,
        'NOT_FOUND',
        TEXT.notFound,
      );
      expectError(await get('/100001/lugaresDeAtencion?fecha=10-03-2026'), 400, 'VALIDATION');
      expectError(await get('/100001/lugaresDeAtencion'), 400, 'VALIDATION');
    });
  });

  describe('GET .../lugaresDeAtencion/{place}/validarCartillaAfiliado?codigoCartilla', () => {
    const cartilla = (place: number, plan: number, provider = 100001, headers = ctx.demo) =>
      get(
        `/${provider}/lugaresDeAtencion/${place}/validarCartillaAfiliado?codigoCartilla=${plan}`,
        headers,
      );

    it.each([
      [1001, 310, { valido: true, mensaje: null }],
      [1002, 410, { valido: true, mensaje: null }],
      [
        1002,
        310,
        { valido: false, mensaje: 'El lugar de atención no atiende la cartilla del afiliado.' },
      ],
      [1001, 999, { valido: false, mensaje: 'La cartilla indicada no existe.' }],
    ])('place %i and cartilla %i', async (place, plan, answer) => {
      const response = await cartilla(place, plan);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(answer);
    });

    it("another provider's place answers 404 on either path", async () => {
      expectError(await cartilla(2001, 310), 404, 'NOT_FOUND');
      expectError(await cartilla(2001, 310, 200001), 404, 'NOT_FOUND');
    });
  });

  describe('GET {providerId}/terminales?codigoEmpresaConectividad=9', () => {
    it("lists the provider's terminals of company 9, channel 90", async () => {
      const rows = (
        await get('/100001/terminales?codigoEmpresaConectividad=9', ctx.demo, 'conectividad')
      ).json<TerminalDto[]>();
      expect(rows).toEqual([
        {
          codigo: 'POS00101',
          descripcion: 'Terminal recepción Palermo',
          codigoEmpresaConectividad: 9,
          canal: 90,
          activa: true,
        },
        {
          codigo: 'POS00102',
          descripcion: 'Terminal recepción Belgrano',
          codigoEmpresaConectividad: 9,
          canal: 90,
          activa: true,
        },
        {
          codigo: 'POS00199',
          descripcion: 'Terminal dada de baja',
          codigoEmpresaConectividad: 9,
          canal: 90,
          activa: false,
        },
      ]);
    });

    it('a provider without terminals gets an empty list', async () => {
      const interior = (await ctx.t.login(DEMO.interior)).headers;
      expect(
        (await get('/200001/terminales?codigoEmpresaConectividad=9', interior)).json(),
      ).toEqual([]);
    });

    it('another company code is a 400 that names the right one; another provider a 404', async () => {
      expectError(
        await get('/100001/terminales?codigoEmpresaConectividad=8'),
        400,
        'VALIDATION',
        /El código de empresa de conectividad debe ser 9\./,
      );
      expectError(await get('/500001/terminales?codigoEmpresaConectividad=9'), 404, 'NOT_FOUND');
    });
  });

  describe('POST terminales {codigoPrestador, codigo}', () => {
    const create = (payload: object, headers = ctx.demo) =>
      ctx.t.inject({ method: 'POST', url: '/pre/v1/conectividad/terminales', headers, payload });
    const terminalsOf = async (providerId: number) =>
      (
        await ctx.t.db
          .select({ n: count() })
          .from(providerTerminals)
          .where(eq(providerTerminals.providerId, providerId))
      )[0]!.n;

    it('registers a terminal (upper case) and refuses the same code again with 409', async () => {
      const response = await create({
        codigoPrestador: 100001,
        codigo: 'pos00103',
        descripcion: 'Guardia',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        codigo: 'POS00103',
        descripcion: 'Guardia',
        codigoEmpresaConectividad: 9,
        canal: 90,
        activa: true,
      });
      expectError(
        await create({ codigoPrestador: 100001, codigo: 'POS00103' }),
        409,
        'TERMINAL_EXISTS',
      );
      expect(await terminalsOf(100001)).toBe(4);
    });

    it("refuses another provider's code (404), a bad code (400) and a read-only session (403), writing nothing", async () => {
      const before = await terminalsOf(200001);
      expectError(await create({ codigoPrestador: 200001, codigo: 'POS20001' }), 404, 'NOT_FOUND');
      expectError(await create({ codigoPrestador: 100001, codigo: 'P-1' }), 400, 'VALIDATION');
      const readOnly = await openExternalSession(ctx.t, DEMO.demo, 'readOnly');
      expectError(
        await create({ codigoPrestador: 100001, codigo: 'POS00777' }, readOnly.headers),
        403,
        'READ_ONLY',
        TEXT.readOnly,
      );
      expect(await terminalsOf(200001)).toBe(before);
      expect(await terminalsOf(100001)).toBe(4);
    });
  });

  describe('GET {providerId}/circulos', () => {
    it("lists the college's circle with its tax id", async () => {
      const college = (await ctx.t.login(DEMO.colegio)).headers;
      const response = await get('/500001/circulos', college);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: 1,
          descripcion: 'Círculo Médico de Rosario',
          cuit: expect.stringMatching(/^3066000001\d$/),
        },
      ]);
    });

    it('answers 404 when the provider belongs to no circle (the spec reads it as none)', async () => {
      expectError(
        await get('/100001/circulos'),
        404,
        'NO_CIRCLES',
        'El prestador no pertenece a ningún círculo.',
      );
    });

    it("another provider's circles answer 404 NOT_FOUND", async () => {
      expectError(await get('/500001/circulos'), 404, 'NOT_FOUND', TEXT.notFound);
    });
  });
});
