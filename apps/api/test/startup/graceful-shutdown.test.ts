import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { spawnApiServer } from '../child-server.ts';
import { loginBearer } from '../crash/case-filing-write.ts';
import { DEMO } from '../helpers.ts';
import { sharedDatabase } from '../shared-database.ts';
import { openEventStream } from '../sse-client.ts';

/**
 * A login whose body arrives in two parts: between them the request is in flight on the
 * server. `started` resolves once the server has read its headers (it answers the
 * `Expect: 100-continue` the request carries), so a test waits on that, not on a timer;
 * `answered` gives the status once the server has answered.
 */
function slowLogin(baseUrl: string) {
  const body = JSON.stringify({
    email: DEMO.demo,
    password: DEMO_PASSWORD,
    apiKey: 'web',
    device: { deviceid: 'vitest' },
  });
  const cut = Math.floor(body.length / 2);
  const sent = request(`${baseUrl}/pre/v0/auth-login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve) => sent.once('continue', () => resolve()));
  const answered = new Promise<number>((resolve, reject) => {
    sent.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
  });
  void started.then(() => sent.write(body.slice(0, cut)));
  sent.flushHeaders();
  return { started, finish: () => sent.end(body.slice(cut)), answered };
}

async function readiness(baseUrl: string) {
  const response = await fetch(`${baseUrl}/pre/ready`);
  const body: unknown = await response.json();
  return { status: response.status, body };
}

describe('SIGTERM drains the process', () => {
  it('readiness fails at once, streams get a retry hint and end, requests in flight finish, exit 0', async () => {
    const shared = await sharedDatabase('portal-shutdown-');
    const server = await spawnApiServer({
      env: { ...shared.env, SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '10000' },
    });
    try {
      const authorization = await loginBearer(server.baseUrl, DEMO.demo);
      const stream = await openEventStream(`${server.baseUrl}/pre/v1/cap/eventos`, {
        authorization,
      });
      await stream.next((m) => 'event' in m && m.event === 'inbox');
      const inFlight = slowLogin(server.baseUrl);
      await inFlight.started;

      server.terminate();
      const signalled = Date.now();
      let ready = await readiness(server.baseUrl);
      while (ready.status === 200 && Date.now() - signalled < 1_000) {
        ready = await readiness(server.baseUrl);
      }
      expect(ready).toEqual({
        status: 503,
        body: { status: 'not-ready', reasons: ['shutting-down'] },
      });
      // The process still serves while the proxies take note.
      expect((await fetch(`${server.baseUrl}/pre/health`)).status).toBe(200);

      expect(await stream.untilEnded(5_000)).toBe(true);
      expect(stream.retries).toEqual([2_000]);
      // The listener is closed, the login still in flight: it completes.
      await expect(fetch(`${server.baseUrl}/pre/health`)).rejects.toThrow();
      inFlight.finish();
      expect(await inFlight.answered).toBe(200);
      const answeredAt = Date.now();
      expect(await server.exit).toBe(0);
      // Answers while draining close their connection: no idle keep-alive holds the exit back
      // until its timeout (5 s).
      expect(Date.now() - answeredAt).toBeLessThan(3_000);
    } finally {
      await server.kill();
      await shared.drop();
    }
  }, 60_000);

  it('a request that never finishes does not hold the exit past SHUTDOWN_GRACE_MS: exit 1', async () => {
    const shared = await sharedDatabase('portal-shutdown-');
    const server = await spawnApiServer({ env: { ...shared.env, SHUTDOWN_GRACE_MS: '1000' } });
    try {
      const stuck = slowLogin(server.baseUrl);
      stuck.answered.catch(() => undefined);
      await stuck.started;
      const signalled = Date.now();
      server.terminate();
      expect(await server.exit).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(5_000);
      expect(server.output()).toContain('shutdown took longer than 1000 ms: exiting anyway');
    } finally {
      await server.kill();
      await shared.drop();
    }
  }, 60_000);
});
