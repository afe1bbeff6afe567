import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/auth.ts';
import { termsAcceptances, userModules } from '../../src/db/schema/session.ts';
import { DEMO } from '../helpers.ts';
import {
  expectOutcome,
  fhirTokenFor,
  registerTestFhirClient,
  requestToken,
  signAssertion,
} from '../fhir.ts';
import { TEST_NOW, twoProviderApp } from '../test-app.ts';

/*
 * The authorization matrix of the FHIR money interactions (ADR 0067, 0072), cell by cell as the
 * portal's matrix has them: every caller but a live token of a user who may see Pagos y facturas
 * (payments) or Liquidaciones (settlements) is refused, in an OperationOutcome, and the other
 * provider's payment or settlement is as absent as none. Each cell runs both searches and the
 * reads of one of demo@'s payments and one of its settlements.
 */

const READ = ['system/PaymentReconciliation.read'];
const MINUTE = 60_000;

describe('FHIR money: the authorization matrix', () => {
  const ctx = twoProviderApp();
  let paymentId = 0;
  let settlementId = '';
  const settlements = `/fhir/PaymentReconciliation?identifier=${encodeURIComponent('urn:portal-prestadores:liquidacion|')}`;
  const calls = () => [
    '/fhir/PaymentReconciliation',
    `/fhir/PaymentReconciliation/${paymentId}`,
    settlements,
    `/fhir/PaymentReconciliation/${settlementId}`,
  ];
  const send = (url: string, token: string | null) =>
    ctx.t.inject({
      method: 'GET',
      url,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  const expectRefused = async (token: string | null, status: number, code: string) => {
    for (const url of calls()) {
      const response = await send(url, token);
      expect(response.statusCode, url).toBe(status);
      expectOutcome(response.json(), code);
    }
  };

  it('the caller’s own token reads all four (the allowed cell)', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const search = await send('/fhir/PaymentReconciliation', token);
    expect(search.statusCode).toBe(200);
    paymentId = Number(
      search.json<{ entry: { resource: { id: string } }[] }>().entry[0]!.resource.id,
    );
    settlementId = (await send(settlements, token)).json<{
      entry: { resource: { id: string } }[];
    }>().entry[0]!.resource.id;
    expect(settlementId).toMatch(/^liquidacion-\d+$/);
    for (const url of calls()) expect((await send(url, token)).statusCode, url).toBe(200);
  });

  it('no token: 401', async () => {
    await expectRefused(null, 401, 'login');
  });

  it('a forged token (a live one with its signature altered, or none of ours): 401', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    // A character inside the signature (the last one may be padding bits only).
    const at = token.length - 10;
    const forged = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    await expectRefused(forged, 401, 'login');
    await expectRefused('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 401, 'login');
  });

  it('an expired token: 401', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    ctx.t.clock.set(new Date(TEST_NOW.getTime() + 24 * 60 * MINUTE));
    try {
      await expectRefused(token, 401, 'login');
    } finally {
      ctx.t.clock.set(TEST_NOW);
    }
  });

  it('a token of a client the admin revoked: 401', async () => {
    const client = await registerTestFhirClient(ctx.t, DEMO.demo, READ);
    const token = (await requestToken(ctx.t, await signAssertion(ctx.t, client))).json<{
      access_token: string;
    }>().access_token;
    const revoke = await ctx.t.inject({
      method: 'DELETE',
      url: `/pre/v1/fhir/clientes/${client.clientId}`,
      headers: ctx.demo,
    });
    expect(revoke.statusCode).toBe(200);
    await expectRefused(token, 401, 'login');
  });

  it('a token without the scope: 403', async () => {
    await expectRefused(
      await fhirTokenFor(ctx.t, DEMO.demo, ['system/Patient.read']),
      403,
      'forbidden',
    );
  });

  it('a sub-user without Pagos y facturas and Liquidaciones: 403', async () => {
    await expectRefused(await fhirTokenFor(ctx.t, DEMO.subusuario, READ), 403, 'forbidden');
  });

  it('each call is guarded by its own page: a user without Liquidaciones reads payments only', async () => {
    const [billing] = await ctx.t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'facturacion@prestadores.test'));
    await ctx.t.db
      .update(userModules)
      .set({ habilitado: false })
      .where(
        and(
          eq(userModules.userId, billing!.id),
          eq(userModules.moduleId, 'consulta-de-liquidacion'),
        ),
      );
    const token = await fhirTokenFor(ctx.t, 'facturacion@prestadores.test', READ);
    const [payments, payment, settlementSearch, settlementRead] = calls();
    for (const url of [payments!, payment!]) {
      expect((await send(url, token)).statusCode, url).toBe(200);
    }
    for (const url of [settlementSearch!, settlementRead!]) {
      const response = await send(url, token);
      expect(response.statusCode, url).toBe(403);
      expectOutcome(response.json(), 'forbidden');
    }
  });

  it('the other provider’s token: its search never lists the payment, its read is a 404', async () => {
    const theirs = await fhirTokenFor(ctx.t, DEMO.interior, READ);
    const read = await send(`/fhir/PaymentReconciliation/${paymentId}`, theirs);
    expect(read.statusCode).toBe(404);
    expectOutcome(read.json(), 'not-found');
    const search = await send('/fhir/PaymentReconciliation?_count=50', theirs);
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain(`"id":"${paymentId}"`);
    const readSettlement = await send(`/fhir/PaymentReconciliation/${settlementId}`, theirs);
    expect(readSettlement.statusCode).toBe(404);
    expectOutcome(readSettlement.json(), 'not-found');
    const searchSettlements = await send(`${settlements}&_count=50`, theirs);
    expect(searchSettlements.statusCode).toBe(200);
    expect(searchSettlements.body).not.toContain(`"id":"${settlementId}"`);
  });

  it('a bound user whose terms are pending: 403, the portal’s own refusal', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const [demo] = await ctx.t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.demo));
    await ctx.t.db.delete(termsAcceptances).where(eq(termsAcceptances.userId, demo!.id));
    await expectRefused(token, 403, 'forbidden');
  });
});
