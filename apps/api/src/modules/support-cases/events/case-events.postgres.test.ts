import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import { DEMO } from '../../../../test/helpers.ts';
import { openEventStream, type SseMessage } from '../../../../test/sse-client.ts';
import { demoCase } from '../../../../test/support-cases.ts';
import { apiProcessOn } from '../../../../test/process-app.ts';
import { clonePostgresTemplate } from '../../../../test/test-app.ts';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const isEvent = (name: string) => (m: SseMessage | { comment: string }) =>
  'event' in m && m.event === name;

/**
 * Several API processes on one PostgreSQL: an operator action handled by one reaches a stream
 * open on another through LISTEN/NOTIFY (docs/decisions/0011). PostgreSQL only: PGlite is one
 * process by construction, so only the api-postgres project runs `*.postgres.test.ts` files.
 */
describe('live events across API processes', () => {
  it('a stream on process B receives the stage an operator added through process A', async () => {
    const clone = await clonePostgresTemplate();
    const build = () => apiProcessOn(clone.url, { config: { operatorKey: OPERATOR_KEY } });
    const a = await build();
    const b = await build();
    try {
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const address = b.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const login = await b.app.inject({
        method: 'POST',
        url: '/pre/v0/auth-login',
        payload: {
          email: DEMO.demo,
          password: DEMO_PASSWORD,
          apiKey: 'web',
          device: { deviceid: 'vitest' },
        },
      });
      const { token } = login.json<{ token: string }>();
      const stream = await openEventStream(`http://127.0.0.1:${port}/pre/v1/cap/eventos`, {
        authorization: `Bearer ${token}`,
      });
      try {
        await stream.next(isEvent('inbox'));
        const nro = demoCase('demo-contracting-pending');
        const acted = await a.app.inject({
          method: 'POST',
          url: `/pre/ops/cap/tramites/${nro}/etapas`,
          headers: { 'x-operator-key': OPERATOR_KEY },
          payload: {
            operator: 'Laura',
            accion: 'solicitar-informacion',
            observacion: 'Falta la factura',
          },
        });
        expect(acted.statusCode).toBe(200);
        expect(await stream.next(isEvent('etapa'))).toMatchObject({
          data: { nroTramite: nro, estado: 2 },
        });
        expect(await stream.next(isEvent('inbox'))).toEqual({
          event: 'inbox',
          data: { cantidad: 3 },
        });
      } finally {
        stream.close();
      }
    } finally {
      await a.close();
      await b.close();
      await clone.drop();
    }
  });
});
