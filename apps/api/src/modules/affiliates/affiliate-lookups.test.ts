import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliates } from '../../db/schema/affiliates.ts';
import { DEMO, expectError } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/pre/v1/validador';

describe('affiliate result card lookups (fiscal data, token, contract, coverage PDF)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await t.login(DEMO.demo)).headers;
    // An affiliate of prepaga 4, whose fiscal data the spec excludes.
    await t.db.insert(affiliates).values({
      contra: 31000001,
      middle: 1,
      inte: 1,
      prepagaId: 4,
      planId: 900,
      nombre: 'Ana',
      apellido: 'Corporativa',
      documento: '55000001',
      estado: '1',
      estadoDesc: 'Activo',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, h = headers) =>
    t.inject({ method: 'GET', url: `${BASE}${url}`, headers: h });

  describe('GET datos-fiscales/{documento}', () => {
    it('each demo affiliate is the only one with its document, so its fiscal data is its own', async () => {
      for (const documento of ['20000001', '20000002', '20000003']) {
        const owners = await t.db.$count(affiliates, eq(affiliates.documento, documento));
        expect(owners, documento).toBe(1);
      }
    });

    it("answers Juan Pérez's contract, prepaga and tax condition", async () => {
      const response = await get('/datos-fiscales/20000001');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        pk: { contra: 30000001, prepaga: 1 },
        condicionImpuestos: 'Consumidor Final',
      });
    });

    it('is 404 for prepaga 4, which is excluded from the fiscal lookup', async () => {
      expectError(await get('/datos-fiscales/55000001'), 404, 'FISCAL_EXCLUDED');
    });

    it('is 404 for an unknown document and 400 for a malformed one', async () => {
      expectError(await get('/datos-fiscales/11111111'), 404, 'NOT_FOUND');
      expectError(await get('/datos-fiscales/20.000.001'), 400, 'VALIDATION');
    });
  });

  describe('GET token-terapeutico/{prepagaId}/{contra}/{inte}', () => {
    it.each([
      ['30000001', false],
      ['30000002', false],
      ['30000003', true],
    ])('affiliate %s 1 01 requires a token: %s', async (contra, requiereToken) => {
      const response = await get(`/token-terapeutico/1/${contra}/1`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ requiereToken });
    });

    it('is 404 for 99999999 9 99 and for the wrong prepaga', async () => {
      expectError(await get('/token-terapeutico/1/99999999/99'), 404, 'NOT_FOUND');
      expectError(await get('/token-terapeutico/2/30000003/1'), 404, 'NOT_FOUND');
    });

    it('is 400 for a non-numeric contract', async () => {
      expectError(await get('/token-terapeutico/1/abc/1'), 400, 'VALIDATION');
    });
  });

  describe('GET contratos/{contra}', () => {
    it('answers the contract of Juan Pérez: plan 310, one active member', async () => {
      expect((await get('/contratos/30000001')).json()).toEqual({
        contra: 30000001,
        prepaga: { id: 1 },
        plan: { codigo: 310, descripcion: 'Plan 310', descuentoFarmacia: 40 },
        vigente: true,
        integrantes: 1,
        integrantesActivos: 1,
      });
    });

    it('a contract whose only member is Baja is not in force', async () => {
      expect((await get('/contratos/30000002')).json()).toMatchObject({
        vigente: false,
        integrantesActivos: 0,
      });
    });

    it('a synthetic contract has four members', async () => {
      expect((await get('/contratos/40000001')).json()).toMatchObject({ integrantes: 4 });
    });

    it('is 404 for an unknown contract', async () => {
      expectError(await get('/contratos/99999999'), 404, 'NOT_FOUND');
    });
  });

  describe('GET cobertura-pdf/{contra}/{inte}', () => {
    it('is a real PDF naming the affiliate, plan 310 and the 40 % pharmacy discount', async () => {
      const response = await get('/cobertura-pdf/30000001/1');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="cobertura-30000001-01.pdf"',
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(response.rawPayload);
      expect(text).toContain('Certificado de cobertura');
      expect(text).toContain('Pérez, Juan');
      expect(text).toContain('30000001 1 01');
      expect(text).toContain('Plan 310 (310)');
      expect(text).toContain('40 %');
    });

    it('names plan 410 and 50 % for 30000003 1 01', async () => {
      const text = pdfText((await get('/cobertura-pdf/30000003/1')).rawPayload);
      expect(text).toContain('Plan 410 (410)');
      expect(text).toContain('50 %');
    });

    it('is refused for an affiliate in Baja (422) and for one that does not exist (404)', async () => {
      expectError(
        await get('/cobertura-pdf/30000002/1'),
        422,
        'AFFILIATE_INVALID',
        'El afiliado ingresado no es válido. Por favor, verifique la credencial ingresada.',
      );
      expectError(await get('/cobertura-pdf/99999999/99'), 404, 'NOT_FOUND');
    });

    it('needs a session', async () => {
      expectError(await get('/cobertura-pdf/30000001/1', {}), 401, 'SESSION_EXPIRED');
    });
  });
});
