import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLifecycle } from '../lib/lifecycle.ts';
import { capturedLogger } from '../../test/captured-log.ts';
import { refusingDatabase } from '../../test/no-database.ts';

/**
 * The probes on a database that refuses every query: liveness never asks it, readiness says
 * the database is the reason. With a database, test/startup/readiness.test.ts.
 */
describe('the health and readiness probes without a database', () => {
  const log = capturedLogger('info');
  const lifecycle = createLifecycle();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      database: refusingDatabase(),
      config: { ...loadConfig({}), logLevel: 'info' },
      mailer: { send: () => Promise.resolve() },
      tokenSecret: 'test-secret-0123456789abcdef',
      serveWeb: false,
      logger: log.logger,
      lifecycle,
    });
  });
  afterAll(() => app.close());

  it('GET /pre/health answers 200 without a session or the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/pre/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /pre/ready answers 503 naming the database when it does not answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/pre/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', reasons: ['database'] });
  });

  it('neither probe is logged, though other requests are', async () => {
    await app.inject({ method: 'GET', url: '/pre/health' });
    await app.inject({ method: 'GET', url: '/pre/ready' });
    expect(log.text()).not.toContain('/pre/health');
    expect(log.text()).not.toContain('/pre/ready');
    await app.inject({ method: 'GET', url: '/pre/v1/no-existe' });
    expect(log.lines.length).toBeGreaterThan(0);
  });

  it('neither is in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/pre/docs' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths).filter((path) => /health|ready/.test(path))).toEqual([]);
  });

  it('once shutting down, readiness says so at once; liveness still answers', async () => {
    lifecycle.shuttingDown = true;
    const ready = await app.inject({ method: 'GET', url: '/pre/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', reasons: ['shutting-down'] });
    expect((await app.inject({ method: 'GET', url: '/pre/health' })).statusCode).toBe(200);
  });
});
