import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, ClaimResponse, Subscription } from '@medplum/fhirtypes';
import { CLAIM_RESPONSE_TOPIC } from '@portal/domain/fhir';
import { expectOutcome, expectValidFhir, fhirTokenFor } from '../../../../test/fhir.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { claimsTestApp, decide, fhirHeaders, submitted } from './claims-test-kit.ts';

/** A HIS's endpoint: keeps every notification it is sent, with its headers. */
function hisEndpoint() {
  const received: { headers: IncomingHttpHeaders; body: Bundle }[] = [];
  const waiting: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) as Bundle });
      response.writeHead(200).end();
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  return {
    received,
    server,
    url: () => {
      const address = server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
    },
    /** Resolves when `count` notifications have arrived (or fails the test after 5 s). */
    async until(count: number) {
      const deadline = Date.now() + 5_000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} notifications`);
        await new Promise<void>((wake) => {
          waiting.push(wake);
          setTimeout(wake, 100);
        });
      }
    },
  };
}

const subscription = (endpoint: string): Subscription => ({
  resourceType: 'Subscription',
  status: 'requested',
  reason: 'Decisiones para el HIS',
  criteria: CLAIM_RESPONSE_TOPIC,
  channel: {
    type: 'rest-hook',
    endpoint,
    payload: 'application/fhir+json',
    header: ['Authorization: Bearer secreto-del-his'],
  },
});

describe('FHIR Subscription: the HIS is told when the insurer decides', () => {
  const { ctx, token } = claimsTestApp();
  const his = hisEndpoint();
  beforeAll(() => new Promise<void>((ready) => his.server.listen(0, '127.0.0.1', ready)));
  afterAll(() => new Promise<void>((done) => his.server.close(() => done())));

  /** The HIS asks to be told of its decisions at its endpoint. */
  const subscribe = (fhirToken: string) =>
    ctx.t.inject({
      method: 'POST',
      url: '/fhir/Subscription',
      headers: fhirHeaders(fhirToken, true),
      payload: JSON.stringify(subscription(his.url())),
    });

  it('rest-hook: a decision POSTs a backport notification with the ClaimResponse', async () => {
    const fhirToken = await token();
    const created = await subscribe(fhirToken);
    expect(created.statusCode, created.body).toBe(201);
    const resource = created.json<Subscription>();
    expectValidFhir(resource);
    expect(resource.status).toBe('active');
    expect(created.body).not.toContain('secreto');

    const filed = await submitted(ctx.t, fhirToken);
    ctx.t.clock.advance(1_000);
    await decide(ctx.t, filed.preAuthRef!, 'aprobar', 'Autorizado.');
    await his.until(1);

    const [notification] = his.received;
    expect(notification!.headers.authorization).toBe('Bearer secreto-del-his');
    expect(notification!.headers['content-type']).toBe('application/fhir+json');
    expectValidFhir(notification!.body);
    expect(notification!.body.type).toBe('history');
    const focus = notification!.body.entry?.[1]?.resource as ClaimResponse;
    expectValidFhir(focus);
    expect(focus).toMatchObject({ preAuthRef: filed.preAuthRef, outcome: 'complete' });
    // The filing itself was the HIS's own news: one notification, the decision's.
    expect(his.received).toHaveLength(1);

    const read = await ctx.t.inject({
      method: 'GET',
      url: `/fhir/Subscription/${resource.id}`,
      headers: fhirHeaders(fhirToken),
    });
    expect(read.json<Subscription>().status).toBe('active');
  });

  it('another provider’s client can neither read nor delete it', async () => {
    const fhirToken = await token();
    const created = await subscribe(fhirToken);
    const id = created.json<Subscription>().id!;
    const other = await fhirTokenFor(ctx.t, DEMO.interior);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await ctx.t.inject({
        method,
        url: `/fhir/Subscription/${id}`,
        headers: fhirHeaders(other),
      });
      expect(response.statusCode).toBe(404);
      expectOutcome(response.json(), 'not-found');
    }
    const deleted = await ctx.t.inject({
      method: 'DELETE',
      url: `/fhir/Subscription/${id}`,
      headers: fhirHeaders(fhirToken),
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('refuses a websocket channel with a 400 OperationOutcome', async () => {
    const fhirToken = await token();
    const body = subscription(his.url());
    body.channel.type = 'websocket';
    const response = await ctx.t.inject({
      method: 'POST',
      url: '/fhir/Subscription',
      headers: fhirHeaders(fhirToken, true),
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    expectOutcome(response.json(), 'invalid');
  });
});
