import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TelemedicineSessionResponse, WaitingRoomResponse } from '@portal/contracts';
import { telemedicineSessions } from '../../db/schema/medical-attention.ts';
import { DEMO, expectError, MINUTE, TEXT } from '../../../test/helpers.ts';
import { openExternalSession } from '../../../test/sessions.ts';
import { demoProviderApp } from '../../../test/test-app.ts';

const OPEN = '/pre/v1/telemedicina/sesiones';

describe('telemedicine (doc-24)', () => {
  const external = demoProviderApp({
    config: { telemedicineUrl: 'https://tele.example.test/launch' },
  });

  it('records the session and signs a short-lived link to the configured service', async () => {
    const response = await external.t.inject({ method: 'POST', url: OPEN, headers: external.demo });
    expect(response.statusCode).toBe(201);
    const body = response.json<TelemedicineSessionResponse>();
    expect(body.externo).toBe(true);
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://tele.example.test/launch');
    expect(url.searchParams.get('sesion')).toBe(body.sesion);
    expect(url.searchParams.get('firma')).toMatch(/^[\w-]{43}$/);
    const expires = Number(url.searchParams.get('expira'));
    expect(expires - external.t.clock.now().getTime()).toBe(5 * MINUTE);
    const [row] = await external.t.db
      .select()
      .from(telemedicineSessions)
      .where(eq(telemedicineSessions.id, body.sesion));
    expect(row).toMatchObject({
      providerId: 100001,
      serviceUrl: 'https://tele.example.test/launch',
    });
  });
});

describe('telemedicine without a configured service: the portal’s waiting room', () => {
  const ctx = demoProviderApp();
  const open = async () =>
    (
      await ctx.t.inject({ method: 'POST', url: OPEN, headers: ctx.demo })
    ).json<TelemedicineSessionResponse>();
  const enter = (url: string, headers = ctx.demo) =>
    ctx.t.inject({
      method: 'GET',
      url: url.replace('/prestadores/telemedicina/sala/', `${OPEN}/`),
      headers,
    });

  it('links to the waiting room, which accepts its own link once signed and in time', async () => {
    const body = await open();
    expect(body.externo).toBe(false);
    expect(body.url).toMatch(
      new RegExp(`^/prestadores/telemedicina/sala/${body.sesion}\\?expira=\\d+&firma=`),
    );
    const first = await enter(body.url);
    expect(first.statusCode).toBe(200);
    expect(first.json<WaitingRoomResponse>()).toMatchObject({
      sesion: body.sesion,
      prestador: 'María Laura González',
      primeraVez: true,
    });
    expect((await enter(body.url)).json<WaitingRoomResponse>().primeraVez).toBe(false);
  });

  it('refuses a forged signature, another user’s session and a link past its minutes', async () => {
    const body = await open();
    expectError(await enter(body.url.replace(/firma=[\w-]+/, 'firma=forged')), 404, 'NOT_FOUND');
    const sub = await ctx.t.login(DEMO.subusuario);
    expectError(await enter(body.url, sub.headers), 404, 'NOT_FOUND');
    ctx.t.clock.advance(6 * MINUTE);
    expectError(await enter(body.url), 422, 'LINK_EXPIRED');
  });

  it('opens nothing for a user without the telemedicine permission or in a read-only session', async () => {
    const before = await ctx.t.db.$count(telemedicineSessions);
    const sub = await ctx.t.login(DEMO.subusuario);
    expectError(
      await ctx.t.inject({ method: 'POST', url: OPEN, headers: sub.headers }),
      403,
      'FORBIDDEN',
      TEXT.noPermission,
    );
    const readOnly = await openExternalSession(ctx.t, DEMO.demo, 'readOnly');
    expectError(
      await ctx.t.inject({ method: 'POST', url: OPEN, headers: readOnly.headers }),
      403,
      'READ_ONLY',
    );
    expect(await ctx.t.db.$count(telemedicineSessions)).toBe(before);
  });
});
