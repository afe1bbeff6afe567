import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PaymentsResponse } from '@portal/contracts';
import { LIMITS } from '@portal/domain/write-limits';
import { users } from '../db/schema/auth.ts';
import { writeLimitHits } from '../db/schema/core.ts';
import { termsAcceptances, userModules } from '../db/schema/session.ts';
import { BASE as AUTHORIZATIONS, BODIES } from '../../test/authorizations.ts';
import { DEMO, demoAccount, expectError, MINUTE, userIdOf } from '../../test/helpers.ts';
import { rowCounts } from '../../test/row-counts.ts';
import { openExternalSession } from '../../test/sessions.ts';
import { twoProviderApp, type TestApp } from '../../test/test-app.ts';

/**
 * Every write call's declared limit, applied before its handler (docs/decisions/0046). Unlimited,
 * one session filed 733 authorization requests and 1,311 payment inquiries in 15 seconds each.
 * The test clock stands still unless moved, so every write here falls in the same windows.
 */

const INQUIRIES = '/pre/v1/pagos-facturas/100001';
const PAYMENTS_MODULE = 'consulta-de-facturas/pagos';
const USER_REFUSAL = 'Hiciste demasiados envíos seguidos. Podés volver a intentar en 10 minutos.';
const PROVIDER_REFUSAL =
  'Se hicieron demasiados envíos seguidos desde tu prestador. Podés volver a intentar en 10 minutos.';

const tenMinutes = (windows: readonly { max: number }[]) => windows[0]!.max;

/** Sends `n` writes one after the other; all must be accepted with `status`. */
async function accepted(n: number, status: number, write: () => Promise<Response>) {
  for (let i = 0; i < n; i++) {
    const response = await write();
    expect(response.statusCode, response.body).toBe(status);
  }
}

/** The 429 of a write limit: the error shape, the wait in the body and in Retry-After. */
function expectLimited(response: Response, code: string, message: string) {
  expect(expectError(response, 429, code, message).retryAfterSeconds).toBe(600);
  expect(response.headers['retry-after']).toBe('600');
}

function requests(app: () => { t: TestApp; demo: Record<string, string> }) {
  const fileAuthorization = (kind: keyof typeof BODIES = 'autorizacion', headers = app().demo) =>
    app().t.inject({
      method: 'POST',
      url: `${AUTHORIZATIONS}/${kind}`,
      headers,
      payload: BODIES[kind],
    });
  const payments = async (headers = app().demo, code = 100001, email: string = DEMO.demo) => {
    const url = `/pre/v1/prestadores/${code}/cuit/${demoAccount(email).provider.cuit}/pagos`;
    return (await app().t.inject({ method: 'GET', url, headers })).json<PaymentsResponse>().pagos;
  };
  const inquire = (pago: number, headers = app().demo, base = INQUIRIES, motivo = 2) =>
    app().t.inject({
      method: 'POST',
      url: `${base}/llamado`,
      headers,
      payload: { pago, motivo, empresa: 1, observacion: 'El neto no coincide' },
    });
  return { fileAuthorization, payments, inquire };
}

describe('one session writing in a row: the next write over the limit is a 429 that writes nothing', () => {
  const ctx = twoProviderApp();
  const { fileAuthorization, payments, inquire } = requests(() => ctx);

  it(`authorization filings: ${tenMinutes(LIMITS.filing.user)} in 10 minutes, then 429 for every kind`, async () => {
    const limit = tenMinutes(LIMITS.filing.user);
    expect(limit).toBe(30);
    await accepted(limit, 201, () => fileAuthorization());

    const before = await rowCounts(ctx.t.db);
    expectLimited(await fileAuthorization(), 'USER_WRITE_LIMIT', USER_REFUSAL);
    // The allowance is the user's filings in the area, whichever kind of request.
    expectLimited(
      await fileAuthorization('autorizacion-inmediata'),
      'USER_WRITE_LIMIT',
      USER_REFUSAL,
    );
    expect(await rowCounts(ctx.t.db)).toEqual(before);

    // The user's writes of another area have their own allowance.
    const [mine] = await payments();
    expect((await inquire(mine!.id)).statusCode).toBe(201);
  });

  it(`payment inquiries: ${tenMinutes(LIMITS.inquiry.user)} in 10 minutes, then 429; the window slides`, async () => {
    const limit = tenMinutes(LIMITS.inquiry.user);
    expect(limit).toBe(20);
    const [mine] = await payments();
    // One was made by the test before: the user has that many left.
    await accepted(limit - 1, 201, () => inquire(mine!.id));

    const before = await rowCounts(ctx.t.db);
    expectLimited(await inquire(mine!.id), 'USER_WRITE_LIMIT', USER_REFUSAL);
    expect(await rowCounts(ctx.t.db)).toEqual(before);

    ctx.t.clock.advance(10 * MINUTE - 1000);
    const { headers } = await ctx.t.login(DEMO.demo);
    const waiting = await inquire(mine!.id, headers);
    expect(expectError(waiting, 429, 'USER_WRITE_LIMIT').retryAfterSeconds).toBe(1);
    expect(waiting.headers['retry-after']).toBe('1');
    ctx.t.clock.advance(1000);
    expect((await inquire(mine!.id, headers)).statusCode).toBe(201);
  });
});

/** Another user of the demo provider, with the payments module, logged in. */
async function colleague(t: TestApp, n: number): Promise<Record<string, string>> {
  const demoId = await userIdOf(t.db, DEMO.demo);
  const [demo] = await t.db.select().from(users).where(eq(users.id, demoId));
  const [created] = await t.db
    .insert(users)
    .values({
      providerId: demo!.providerId,
      email: `colega${n}@prestadores.test`,
      passwordHash: demo!.passwordHash,
      nombre: 'Colega',
      apellido: String(n),
    })
    .returning({ id: users.id });
  await t.db
    .insert(userModules)
    .values({ userId: created!.id, moduleId: PAYMENTS_MODULE, habilitado: true });
  const [accepted] = await t.db
    .select()
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, demoId));
  await t.db.insert(termsAcceptances).values({ ...accepted!, userId: created!.id });
  return (await t.login(`colega${n}@prestadores.test`)).headers;
}

describe('per provider: all of its users together', () => {
  const ctx = twoProviderApp();
  const { payments, inquire } = requests(() => ctx);

  it('once its users made the provider’s allowance, the next user’s first write is a 429', async () => {
    const perUser = tenMinutes(LIMITS.inquiry.user);
    const perProvider = tenMinutes(LIMITS.inquiry.provider);
    expect(perProvider / perUser).toBe(3);
    const [mine] = await payments();
    const writers = [ctx.demo, await colleague(ctx.t, 1), await colleague(ctx.t, 2)];
    for (const headers of writers) await accepted(perUser, 201, () => inquire(mine!.id, headers));

    const fourth = await colleague(ctx.t, 3);
    const before = await rowCounts(ctx.t.db);
    expectLimited(await inquire(mine!.id, fourth), 'PROVIDER_WRITE_LIMIT', PROVIDER_REFUSAL);
    // A user at their own limit is told so first: it is their own pace.
    expectLimited(await inquire(mine!.id, ctx.demo), 'USER_WRITE_LIMIT', USER_REFUSAL);
    expect(await rowCounts(ctx.t.db)).toEqual(before);

    const [theirs] = await payments(ctx.interior, 200001, DEMO.interior);
    const other = await inquire(theirs!.id, ctx.interior, '/pre/v1/pagos-facturas/200001');
    expect(other.statusCode).toBe(201);
  });
});

describe('a refused or failed write counts nothing', () => {
  const ctx = twoProviderApp();
  const { payments, inquire } = requests(() => ctx);
  const hits = async () => (await ctx.t.db.select({ n: count() }).from(writeLimitHits))[0]!.n;

  it('refusals by the guard, the contract or the handler leave no hit and use up no allowance', async () => {
    const [mine] = await payments();
    const [theirs] = await payments(ctx.interior, 200001, DEMO.interior);
    const limit = tenMinutes(LIMITS.inquiry.user);
    for (let i = 0; i < limit; i++) {
      // The handler's 404 (another provider's payment) and 422 (an unknown reason).
      expectError(await inquire(theirs!.id), 404, 'NOT_FOUND');
      expectError(await inquire(mine!.id, ctx.demo, INQUIRIES, 42), 422, 'UNKNOWN_OPTION');
    }
    // Another provider's path, the contract's 400 and the guard's read-only 403.
    expectError(
      await inquire(mine!.id, ctx.demo, '/pre/v1/pagos-facturas/200001'),
      404,
      'NOT_FOUND',
    );
    expectError(await inquire(-1), 400, 'VALIDATION');
    const readOnly = (await openExternalSession(ctx.t, DEMO.demo, 'readOnly')).headers;
    expectError(await inquire(mine!.id, readOnly), 403, 'READ_ONLY');
    expect(await hits()).toBe(0);

    await accepted(limit, 201, () => inquire(mine!.id));
    // Each accepted write is one hit for the user and one for the provider.
    expect(await hits()).toBe(2 * limit);
    expectLimited(await inquire(mine!.id), 'USER_WRITE_LIMIT', USER_REFUSAL);
    expect(await hits()).toBe(2 * limit);
  });

  it('a burst at once lets exactly the allowance through', async () => {
    ctx.t.clock.advance(10 * MINUTE);
    const { headers } = await ctx.t.login(DEMO.demo);
    const [mine] = await payments(headers);
    const limit = tenMinutes(LIMITS.inquiry.user);
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, () => inquire(mine!.id, headers)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(limit).fill(201), ...Array<number>(10).fill(429)]);
  });
});
