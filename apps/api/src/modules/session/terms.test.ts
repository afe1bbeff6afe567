import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TermsResponse, UserConfigResponse } from '@portal/contracts';
import { terms, termsAcceptances } from '../../db/schema/session.ts';
import { DEMO, TEXT, expectError, tableCounts, userIdOf } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const QUERY = 'entidad=2&canal=2';
const dispositivo = { id: 'vitest-device', nombre: 'Vitest' };

function termsApi(t: TestApp) {
  return {
    get: (headers: Record<string, string>, query = QUERY) =>
      t.inject({ method: 'GET', url: `/pre/v1/terminos?${query}`, headers }),
    accept: (
      headers: Record<string, string>,
      userId: number | string,
      termsId: number | string,
      payload: object = { dispositivo },
      query = QUERY,
    ) =>
      t.inject({
        method: 'POST',
        url: `/pre/v1/${userId}/terminos/${termsId}/aceptar?${query}`,
        headers,
        payload,
      }),
    module: (headers: Record<string, string>, id = 'validador-de-asociados') =>
      t.inject({ method: 'GET', url: `/pre/v1/modulos/${id}`, headers }),
    accepted: async (headers: Record<string, string>) => {
      const response = await t.inject({
        method: 'POST',
        url: '/pre/v1/user-config',
        headers,
        payload: {},
      });
      return response.json<UserConfigResponse>().userHasAcceptedTerms;
    },
  };
}

describe('terms and conditions', () => {
  let t: TestApp;
  let api: ReturnType<typeof termsApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = termsApi(t);
  });
  afterAll(() => t.close());

  it('GET with entidad=2&canal=2 answers the terms in force', async () => {
    const { headers } = await t.login(DEMO.demo);
    const response = await api.get(headers);
    expect(response.statusCode).toBe(200);
    const body = response.json<TermsResponse>();
    expect(body).toEqual({ id: expect.any(Number), version: '2026.1', texto: expect.any(String) });
    expect(body.texto.startsWith('TÉRMINOS Y CONDICIONES DE USO DEL PORTAL DE PRESTADORES')).toBe(
      true,
    );
  });

  it.each([
    ['entidad=1&canal=2', 'querystring.entidad'],
    ['entidad=2&canal=3', 'querystring.canal'],
    ['entidad=2', 'querystring.canal'],
    ['canal=2', 'querystring.entidad'],
    ['entidad=dos&canal=2', 'querystring.entidad'],
  ])('GET with %s is a 400 naming the parameter', async (query, path) => {
    const { headers } = await t.login(DEMO.demo);
    const body = expectError(await api.get(headers, query), 400, 'VALIDATION');
    expect(body.details?.map((detail) => detail.path)).toContain(path);
  });

  it('the terms need a session', async () => {
    expectError(await api.get({}), 401, 'SESSION_EXPIRED', TEXT.sessionExpired);
  });

  it('before accepting, terminos@ reads the terms but gets 403 TERMS_REQUIRED on every module', async () => {
    const { headers } = await t.login(DEMO.terminos);
    expect(await api.accepted(headers)).toBe(false);
    expect((await api.get(headers)).statusCode).toBe(200);
    expectError(await api.module(headers), 403, 'TERMS_REQUIRED', TEXT.termsRequired);
    expectError(await api.module(headers, 'terminos'), 403, 'TERMS_REQUIRED', TEXT.termsRequired);
  });

  it("accepting for another user's id is a 403 and writes nothing", async () => {
    const { headers } = await t.login(DEMO.terminos);
    const termsId = (await api.get(headers)).json<TermsResponse>().id;
    const before = await tableCounts(t.db);
    const otherUser = await userIdOf(t.db, DEMO.subusuario);

    const response = await api.accept(headers, otherUser, termsId);

    expectError(response, 403, 'FORBIDDEN', TEXT.noPermission);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it.each([
    ['a wrong entidad', {}, 'entidad=3&canal=2'],
    ['no dispositivo', { nada: true }, QUERY],
    ['a dispositivo without id', { dispositivo: { nombre: 'x' } }, QUERY],
  ])('accepting with %s is a 400 and writes nothing', async (_case, payload, query) => {
    const { headers, modelEspecifico } = await t.login(DEMO.terminos);
    const termsId = (await api.get(headers)).json<TermsResponse>().id;
    const before = await tableCounts(t.db);
    const response = await api.accept(headers, modelEspecifico.idUsuario, termsId, payload, query);
    expectError(response, 400, 'VALIDATION');
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('a terms id that is not the one in force is a 409 and writes nothing', async () => {
    const { headers, modelEspecifico } = await t.login(DEMO.terminos);
    const termsId = (await api.get(headers)).json<TermsResponse>().id;
    const before = await tableCounts(t.db);
    const response = await api.accept(headers, modelEspecifico.idUsuario, termsId + 1);
    expectError(response, 409, 'TERMS_OUTDATED');
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('terminos@ accepts: resultado ok, user-config says accepted and the modules open', async () => {
    const { headers, modelEspecifico } = await t.login(DEMO.terminos);
    const termsId = (await api.get(headers)).json<TermsResponse>().id;

    const response = await api.accept(headers, modelEspecifico.idUsuario, termsId);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resultado: 'ok' });
    expect(await api.accepted(headers)).toBe(true);
    expect((await api.module(headers)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, modelEspecifico.idUsuario));
    expect(rows).toEqual([
      {
        userId: modelEspecifico.idUsuario,
        termsId,
        acceptedAt: t.clock.now(),
        deviceId: dispositivo.id,
        deviceName: dispositivo.nombre,
      },
    ]);

    // Accepting again (a double click) is still ok and keeps one row.
    expect((await api.accept(headers, modelEspecifico.idUsuario, termsId)).json()).toEqual({
      resultado: 'ok',
    });
    expect(
      await t.db
        .select()
        .from(termsAcceptances)
        .where(eq(termsAcceptances.userId, modelEspecifico.idUsuario)),
    ).toHaveLength(1);
  });
});

describe('when new terms are published', () => {
  let t: TestApp;
  let api: ReturnType<typeof termsApi>;
  let previousId: number;
  let newId: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = termsApi(t);
    const [current] = await t.db.select({ id: terms.id }).from(terms);
    previousId = current!.id;
    const [inserted] = await t.db
      .insert(terms)
      .values({
        entidad: 2,
        canal: 2,
        version: '2026.2',
        texto: 'Nueva versión.',
        publishedAt: t.clock.now(),
      })
      .returning({ id: terms.id });
    newId = inserted!.id;
  });
  afterAll(() => t.close());

  it('a user who accepted the old version must accept again before using a module', async () => {
    const { headers } = await t.login(DEMO.demo);
    expect(await api.accepted(headers)).toBe(false);
    expectError(await api.module(headers), 403, 'TERMS_REQUIRED', TEXT.termsRequired);
    expect((await api.get(headers)).json<TermsResponse>()).toMatchObject({
      id: newId,
      version: '2026.2',
    });
  });

  it('accepting the stale version (read before the change) is a 409 and writes nothing', async () => {
    const { headers, modelEspecifico } = await t.login(DEMO.demo);
    const before = await tableCounts(t.db);
    const response = await api.accept(headers, modelEspecifico.idUsuario, previousId);
    expectError(
      response,
      409,
      'TERMS_OUTDATED',
      'Los términos y condiciones cambiaron: volvé a leerlos antes de aceptarlos.',
    );
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('accepting the new version opens the modules again', async () => {
    const { headers, modelEspecifico } = await t.login(DEMO.demo);
    expect((await api.accept(headers, modelEspecifico.idUsuario, newId)).json()).toEqual({
      resultado: 'ok',
    });
    expect(await api.accepted(headers)).toBe(true);
    expect((await api.module(headers)).statusCode).toBe(200);
  });
});
