import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { readSchemaStatus } from '../db/applied-migrations.ts';
import type { Lifecycle } from '../lib/lifecycle.ts';

export type NotReadyReason = 'database' | 'migrations' | 'shutting-down';

/** A database that does not answer within this is as good as down for a probe. */
const DATABASE_CHECK_MS = 2_000;

async function reasonsNotReady(db: Db, lifecycle: Lifecycle): Promise<NotReadyReason[]> {
  // The pool is about to close: asking it would only delay the answer the proxy needs.
  if (lifecycle.shuttingDown) return ['shutting-down'];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_MS);
  });
  try {
    const status = await Promise.race([readSchemaStatus(db), timeout]);
    // A newer schema is a rolling deploy under way: the new code migrated it compatibly, and
    // taking every old process out at once would leave nobody serving (docs/decisions/0044).
    return status.state === 'behind' ? ['migrations'] : [];
  } catch {
    return ['database'];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (/pre/health: the event loop answers, no database) and readiness (/pre/ready: the
 * database answers, its schema is this code's, the process is not shutting down). Public,
 * outside the contracts and the OpenAPI document, and not logged: probes come every few seconds.
 * The lifecycle is server.ts's: its SIGTERM handler marks the shutdown.
 */
export const healthPlugin = fp(
  (app: FastifyInstance, deps: { db: Db; lifecycle: Lifecycle }) => {
    const options = {
      logLevel: 'silent',
      schema: { hide: true },
      config: { access: 'public' },
    } as const;
    // Draining: each answer closes its connection, or a client's idle keep-alive connection
    // would hold the listener open until its timeout and delay the exit.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (deps.lifecycle.shuttingDown) reply.header('connection', 'close');
      return payload;
    });
    app.get('/pre/health', options, () => ({ status: 'ok' }));
    app.get('/pre/ready', options, async (_request, reply) => {
      const reasons = await reasonsNotReady(deps.db, deps.lifecycle);
      return reasons.length === 0
        ? reply.send({ status: 'ready' })
        : reply.code(503).send({ status: 'not-ready', reasons });
    });
  },
  { name: 'health' },
);
