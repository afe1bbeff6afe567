import { describe, expect, it } from 'vitest';
import type { FiledAuthorizationResponse } from '@portal/contracts';
import { SURVEY_AFTER_SAVED_AUTHORIZATIONS } from '@portal/domain/authorizations';
import { BASE, MEDICAL } from '../../../../test/authorizations.ts';
import { twoProviderApp } from '../../../../test/test-app.ts';

/** The survey of spec §4: its counter (SQL, one upsert) against the domain's isSurveyDue. */
describe('the authorizations survey', () => {
  const ctx = twoProviderApp();
  const status = async () =>
    (
      await ctx.t.inject({
        method: 'GET',
        url: '/pre/v1/autorizaciones/encuesta',
        headers: ctx.demo,
      })
    ).json<{ ofrecer: boolean; autorizacionesGuardadas: number }>();
  const fileOne = async () =>
    (
      await ctx.t.inject({
        method: 'POST',
        url: `${BASE}/autorizacion`,
        headers: ctx.demo,
        payload: MEDICAL,
      })
    ).json<FiledAuthorizationResponse>();

  it('is offered once the 50th authorization is saved (demo@ is seeded at 49)', async () => {
    expect(await status()).toMatchObject({
      ofrecer: false,
      autorizacionesGuardadas: SURVEY_AFTER_SAVED_AUTHORIZATIONS - 1,
    });
    expect((await fileOne()).encuesta).toBe(true);
    expect(await status()).toMatchObject({
      ofrecer: true,
      autorizacionesGuardadas: SURVEY_AFTER_SAVED_AUTHORIZATIONS,
    });
    const answered = await ctx.t.inject({
      method: 'POST',
      url: '/pre/v1/autorizaciones/encuesta',
      headers: ctx.demo,
      payload: { puntaje: 4, comentario: 'Rápido' },
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ ofrecer: false, autorizacionesGuardadas: 0 });
    expect((await fileOne()).encuesta).toBe(false);
    expect(await status()).toMatchObject({ autorizacionesGuardadas: 1 });
  });

  it('counts every one of several authorizations saved at once', async () => {
    const before = (await status()).autorizacionesGuardadas;
    const filed = await Promise.all([fileOne(), fileOne(), fileOne(), fileOne()]);
    expect(filed.map((one) => one.encuesta)).toEqual([false, false, false, false]);
    expect((await status()).autorizacionesGuardadas).toBe(before + 4);
  });
});
