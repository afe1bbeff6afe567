import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, userIdOf } from '../../../test/helpers.ts';
import { openEventStream } from '../../../test/sse-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoStaff, openStaffSession } from '../../../test/staff.ts';

/*
 * Against a listening server (inject does not stream), with the heartbeat's recheck far away:
 * only the access change can end the stream in time.
 */
describe("a blocked user's open event streams (docs/decisions/0061)", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ sseHeartbeatMs: 60_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  it('end at once when the insurer blocks them, and only theirs', async () => {
    const blocked = await t.login(DEMO.demo);
    const other = await t.login(DEMO.interior);
    const stream = await openEventStream(`${base}/pre/v1/cap/eventos`, blocked.headers);
    const untouched = await openEventStream(`${base}/pre/v1/cap/eventos`, other.headers);
    try {
      await stream.next((message) => 'event' in message && message.event === 'inbox');
      const staff = await openStaffSession(t, demoStaff('contracting').email);
      const userId = await userIdOf(t.db, DEMO.demo);
      const response = await t.inject({
        method: 'PUT',
        url: `/pre/consola/v0/prestadores/100001/usuarios/${userId}/bloqueo`,
        headers: staff.headers,
        payload: { bloqueado: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await stream.untilEnded(2_000)).toBe(true);
      expect(await untouched.untilEnded(300)).toBe(false);
    } finally {
      stream.close();
      untouched.close();
    }
  });
});
