import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/auth.ts';
import { termsAcceptances } from '../../src/db/schema/session.ts';
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
 * The authorization matrix of the FHIR money interactions (ADR 0067), cell by cell as the
 * portal's matrix has them: every caller but a live token of a user who may see Pagos y facturas
 * is refused, in an OperationOutcome, and the other provider's payment is as absent as none.
 * Each cell runs the search and the read of one of demo@'s payments.
 */

const READ = ['system/PaymentReconciliation.read'];
const MINUTE = 60_000;

describe('FHIR money: the authorization matrix', () => {
  const ctx = twoProviderApp();
  let paymentId = 0;
  const calls = () => ['/fhir/PaymentReconciliation', `/fhir/PaymentReconciliation/${paymentId}`];
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

  it('the caller’s own token reads both (the allowed cell)', async () => {
    const token = await fhirTokenFor(ctx.t, DEMO.demo, READ);
    const search = await send('/fhir/PaymentReconciliation', token);
    expect(search.statusCode).toBe(200);
    paymentId = Number(
      search.json<{ entry: { resource: { id: string } }[] }>().entry[0]!.resource.id,
    );
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

  it('a sub-user without Pagos y facturas: 403', async () => {
    await expectRefused(await fhirTokenFor(ctx.t, DEMO.subusuario, READ), 403, 'forbidden');
  });

  it('the other provider’s token: its search never lists the payment, its read is a 404', async () => {
    const theirs = await fhirTokenFor(ctx.t, DEMO.interior, READ);
    const read = await send(`/fhir/PaymentReconciliation/${paymentId}`, theirs);
    expect(read.statusCode).toBe(404);
    expectOutcome(read.json(), 'not-found');
    const search = await send('/fhir/PaymentReconciliation?_count=50', theirs);
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain(`"id":"${paymentId}"`);
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
