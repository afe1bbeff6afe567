import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CASE_WRITE_LIMIT } from '@portal/domain/support-cases';
import { LIMITS } from '@portal/domain/write-limits';
import { writeLimitHits } from '../../../db/schema/core.ts';
import { userModules } from '../../../db/schema/session.ts';
import { DEMO, expectError, MINUTE, userIdOf } from '../../../../test/helpers.ts';
import { conversationRequests, OPERATOR_KEY } from '../../../../test/support-case-requests.ts';
import {
  caseTableCounts,
  demoCase,
  newCase,
  PDF,
  rudiFile,
} from '../../../../test/support-cases.ts';
import { twoProviderApp, type TestApp } from '../../../../test/test-app.ts';

/**
 * The support centre's write limits: per case 10 in 10 minutes and 30 a day (CASE_WRITE_LIMIT),
 * per user 30 in 10 minutes (the filing policy its calls declare). Over the limit: 429 in the
 * error shape with retryAfterSeconds and Retry-After, and nothing written (not even a hit of the
 * limit). The test clock stands still unless moved.
 */

const DAY = 24 * 60 * MINUTE;
const OPEN = demoCase('demo-authorization-in-process');
const OTHER_OPEN = demoCase('demo-contracting-pending');
const AWAITING = demoCase('demo-settlement-awaiting-reply');

async function hitCount(t: TestApp) {
  const [row] = await t.db.select({ n: count() }).from(writeLimitHits);
  return row?.n ?? 0;
}

/** Everything a support-case write can leave behind. */
const written = async (t: TestApp) => ({
  ...(await caseTableCounts(t.db)),
  hits: await hitCount(t),
});

function writeRequests(app: () => { t: TestApp; demo: Record<string, string> }) {
  const note = (nroTramite: number, headers = app().demo) =>
    app().t.inject({
      method: 'POST',
      url: '/pre/cap/grabar-tramite',
      headers,
      payload: { nroTramite, observacion: 'Sumo información' },
    });
  const addFiles = (nro: number, headers = app().demo) =>
    app().t.inject({
      method: 'POST',
      url: `/pre/v1/archivos/WCAP/tramite/${nro}/guardar`,
      headers,
      payload: { rudiFiles: [rudiFile('anexo.pdf', PDF)] },
    });
  const stage = (headers = app().demo) =>
    app().t.inject({
      method: 'POST',
      url: '/pre/v1/archivos/rudi/guardar',
      headers,
      payload: { rudiFiles: [rudiFile('anexo.pdf', PDF)] },
    });
  const file = (headers = app().demo) =>
    app().t.inject({
      method: 'POST',
      url: '/pre/v1/cap/alta-tramite',
      headers,
      payload: newCase('contrataciones'),
    });
  return { note, addFiles, stage, file };
}

/** Sends `n` writes one after the other; all must be accepted. */
async function accepted(n: number, write: () => Promise<{ statusCode: number; body: string }>) {
  for (let i = 0; i < n; i++) {
    const response = await write();
    expect(response.statusCode, response.body).toBe(201);
  }
}

describe('per case: 10 writes in 10 minutes, 30 a day, by all of the provider’s users', () => {
  const ctx = twoProviderApp({ config: { operatorKey: OPERATOR_KEY } });
  const { note, addFiles } = writeRequests(() => ctx);
  const { op } = conversationRequests(() => ctx);

  it('the 11th write on a case is a 429 that writes nothing; other cases and the insurer go on; the window slides', async () => {
    expect(CASE_WRITE_LIMIT[0]).toEqual({ max: 10, windowMs: 10 * MINUTE });
    await accepted(6, () => note(OPEN));
    await accepted(4, () => addFiles(OPEN));

    const before = await written(ctx.t);
    for (const refused of [await note(OPEN), await addFiles(OPEN)]) {
      const body = expectError(
        refused,
        429,
        'CASE_WRITE_LIMIT',
        'Este trámite recibió demasiados envíos seguidos. Podés volver a intentar en 10 minutos.',
      );
      expect(body.retryAfterSeconds).toBe(600);
      expect(refused.headers['retry-after']).toBe('600');
    }
    expect(await written(ctx.t)).toEqual(before);

    // Another case of the same user, and the insurer on this one, are not limited.
    expect((await note(OTHER_OPEN)).statusCode).toBe(201);
    const asked = await op(OPEN, {
      operator: 'Analista',
      accion: 'observacion',
      observacion: 'Recibido',
    });
    expect(asked.statusCode).toBe(200);

    // The ten writes leave the window ten minutes after they were made, not a second earlier.
    ctx.t.clock.advance(10 * MINUTE - 1000);
    expect(expectError(await note(OPEN), 429, 'CASE_WRITE_LIMIT').retryAfterSeconds).toBe(1);
    ctx.t.clock.advance(1000);
    expect((await note(OPEN)).statusCode).toBe(201);
  });

  it('at most 30 a day, even spread over the day', async () => {
    const nro = demoCase('demo-contracting-awaiting-reply');
    const started = ctx.t.clock.now().getTime();
    let headers = ctx.demo;
    for (let round = 0; round < 3; round++) {
      await accepted(10, () => note(nro, headers));
      ctx.t.clock.advance(10 * MINUTE);
      // A session idle through the moved clock ends: a new one, as the user would log in again.
      headers = (await ctx.t.login(DEMO.demo)).headers;
    }
    const before = await written(ctx.t);
    const body = expectError(await note(nro, headers), 429, 'CASE_WRITE_LIMIT', /en 24 horas\.$/);
    // Allowed again when the first write of the day leaves the 24-hour window.
    expect(body.retryAfterSeconds).toBe((started + DAY - ctx.t.clock.now().getTime()) / 1000);
    expect(await written(ctx.t)).toEqual(before);
  });
});

describe('per user: 30 writes in 10 minutes, whatever they are', () => {
  const ctx = twoProviderApp();
  const { note, addFiles, stage, file } = writeRequests(() => ctx);
  const { reply, estadoOf } = conversationRequests(() => ctx);

  it('the 31st write of a user is a 429 that writes nothing, whichever call it is; another user goes on', async () => {
    expect(LIMITS.filing.user[0]).toEqual({ max: 30, windowMs: 10 * MINUTE });
    // Filings, staged files and additions to several cases all count for the user.
    await accepted(5, () => file());
    await accepted(15, () => stage());
    await accepted(5, () => note(OPEN));
    await accepted(5, () => addFiles(OTHER_OPEN));

    const before = await written(ctx.t);
    const refusals = [
      await file(),
      await stage(),
      await note(demoCase('demo-contracting-awaiting-reply')),
      await addFiles(OPEN),
      await reply({ nroTramite: AWAITING, accion: 'tramite-recibido', observacion: 'Listo' }),
    ];
    for (const refused of refusals) {
      const body = expectError(
        refused,
        429,
        'USER_WRITE_LIMIT',
        'Hiciste demasiados envíos seguidos. Podés volver a intentar en 10 minutos.',
      );
      expect(body.retryAfterSeconds).toBe(600);
      expect(refused.headers['retry-after']).toBe('600');
    }
    expect(await written(ctx.t)).toEqual(before);
    expect(await estadoOf(AWAITING)).toBe(2);

    // Another provider's user, and another user of the same provider, are not limited by it.
    expect((await stage(ctx.interior)).statusCode).toBe(201);
    const colleague = await userIdOf(ctx.t.db, DEMO.subusuario);
    await ctx.t.db
      .insert(userModules)
      .values({ userId: colleague, moduleId: 'centro-de-atencion-al-prestador', habilitado: true })
      .onConflictDoUpdate({
        target: [userModules.userId, userModules.moduleId],
        set: { habilitado: true, active: true },
      });
    const { headers } = await ctx.t.login(DEMO.subusuario);
    expect((await note(OPEN, headers)).statusCode).toBe(201);
    expect(
      (
        await reply(
          { nroTramite: AWAITING, accion: 'tramite-recibido', observacion: 'Listo' },
          headers,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('keeps only the hits a window can still count', async () => {
    ctx.t.clock.advance(DAY);
    const { headers } = await ctx.t.login(DEMO.demo);
    expect((await stage(headers)).statusCode).toBe(201);
    const userId = await userIdOf(ctx.t.db, DEMO.demo);
    const [row] = await ctx.t.db
      .select({ n: count() })
      .from(writeLimitHits)
      .where(eq(writeLimitHits.key, `support-cases:filing:user:${userId}`));
    expect(row?.n).toBe(1);
  });
});

describe('a burst of writes at once', () => {
  const ctx = twoProviderApp();
  const { note } = writeRequests(() => ctx);

  it('lets exactly the limit through, however the requests interleave', async () => {
    const before = await caseTableCounts(ctx.t.db);
    const answers = await Promise.all(Array.from({ length: 15 }, () => note(OPEN)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(5).fill(429)]);
    const after = await caseTableCounts(ctx.t.db);
    expect(after.supportCaseStages - before.supportCaseStages).toBe(10);
    // Ten hits each for the case, the user and the provider; the refused five took none.
    expect(await hitCount(ctx.t)).toBe(30);
  });
});
