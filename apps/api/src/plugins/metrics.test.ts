import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsResponse } from '@portal/contracts';
import { LIMITS } from '@portal/domain/write-limits';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { DEMO, demoAccount } from '../../test/helpers.ts';
import { openEventStream } from '../../test/sse-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listenMetrics } from './metrics.ts';

/*
 * Metrics as Prometheus scrapes them: on a port of their own, never on the public one, in the
 * text format, labelled by route pattern (the raw path's identifiers never become a series).
 */

type Labels = Record<string, string>;

/** The value of one series in Prometheus' text format, undefined when it is absent. */
function sample(text: string, name: string, labels: Labels = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own: Labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) return Number(match[3]);
  }
  return undefined;
}

let t: TestApp;
let publicUrl: string;
let metricsUrl: string;
const scrape = async () => (await fetch(metricsUrl)).text();

beforeAll(async () => {
  t = await createTestApp({ config: { metricsPort: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  metricsUrl = (await listenMetrics(t.app, t.config))!;
});
afterAll(() => t.close());

describe('the metrics server', () => {
  it('listens on loopback by default, apart from the public port, which has no /metrics', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl).port).not.toBe(new URL(publicUrl).port);
    for (const path of ['/metrics', '/pre/metrics']) {
      const response = await fetch(`${publicUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('portal_http_requests_total');
    }
  });

  it('serves the Prometheus text format, and nothing but /metrics', async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await response.text()).toContain('# TYPE portal_http_requests_total counter');
    expect((await fetch(new URL('/other', metricsUrl))).status).toBe(404);
  });

  it('shows the event-loop lag and, on PostgreSQL only, the pool', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    const onPostgres = process.env.TEST_DB === 'postgres';
    expect(sample(text, 'portal_db_pool_size') !== undefined).toBe(onPostgres);
    expect(sample(text, 'portal_db_pool_waiting') !== undefined).toBe(onPostgres);
  });
});

describe('what the registry counts', () => {
  it('counts and times answers by route pattern, method and status, never by raw path', async () => {
    const unmatchedGets = { route: '(unmatched)', method: 'GET', status: '404' };
    const before = sample(await scrape(), 'portal_http_requests_total', unmatchedGets) ?? 0;
    const demo = await t.login(DEMO.demo);
    for (let i = 0; i < 2; i++) {
      const validated = await t.inject({
        method: 'POST',
        url: '/pre/v1/validador/100001/afiliado',
        headers: demo.headers,
        payload: { contra: 30000001, middle: 1, inte: 1 },
      });
      expect(validated.statusCode).toBe(200);
    }
    const unmatched = await t.inject({
      method: 'GET',
      url: '/pre/v1/validador/contratos/30000001/x',
    });
    expect(unmatched.statusCode).toBe(404);

    const text = await scrape();
    const route = '/pre/v1/validador/:id/afiliado';
    expect(
      sample(text, 'portal_http_requests_total', { route, method: 'POST', status: '200' }),
    ).toBe(2);
    expect(
      sample(text, 'portal_http_request_duration_seconds_count', { route, method: 'POST' }),
    ).toBe(2);
    expect(sample(text, 'portal_http_requests_total', unmatchedGets)).toBe(before + 1);
    // Label values only: a sample's digits (a sum, a byte count) may spell anything.
    const values = [...text.matchAll(/\w+="([^"]*)"/g)].map(([, value]) => value!);
    expect(values.filter((value) => /30000001|100001/.test(value))).toEqual([]);
    expect(values).toContain('(unmatched)');
  });

  it('counts refused logins by status, and 429 answers by route as limit refusals', async () => {
    const attempt = () =>
      t.inject({
        method: 'POST',
        url: '/pre/v0/auth-login',
        remoteAddress: '10.30.0.3',
        payload: {
          email: DEMO.interior,
          password: `${DEMO_PASSWORD}x`,
          apiKey: 'web',
          device: t.device,
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

    const text = await scrape();
    expect(sample(text, 'portal_login_refusals_total', { status: '401' })).toBe(5);
    expect(sample(text, 'portal_login_refusals_total', { status: '429' })).toBe(1);
    expect(
      sample(text, 'portal_rate_limit_refusals_total', {
        route: '/pre/v0/auth-login',
        method: 'POST',
      }),
    ).toBe(1);
  });

  it('counts a write refused by its limit as a limit refusal of its route pattern', async () => {
    const demo = await t.login(DEMO.demo);
    const cuit = demoAccount(DEMO.demo).provider.cuit;
    const [pago] = (
      await t.inject({
        method: 'GET',
        url: `/pre/v1/prestadores/100001/cuit/${cuit}/pagos`,
        headers: demo.headers,
      })
    ).json<PaymentsResponse>().pagos;
    const inquire = () =>
      t.inject({
        method: 'POST',
        url: '/pre/v1/pagos-facturas/100001/llamado',
        headers: demo.headers,
        payload: { pago: pago!.id, motivo: 2, empresa: 1, observacion: 'El neto no coincide' },
      });
    const allowed = LIMITS.inquiry.user[0]!.max;
    for (let i = 0; i < allowed; i++) expect((await inquire()).statusCode).toBe(201);
    expect((await inquire()).statusCode).toBe(429);

    const route = '/pre/v1/pagos-facturas/:code/llamado';
    const text = await scrape();
    expect(sample(text, 'portal_rate_limit_refusals_total', { route, method: 'POST' })).toBe(1);
    expect(sample(text, 'portal_http_requests_total', { route, status: '201' })).toBe(allowed);
  });

  it('shows the event streams open now, and counts each stream once, untimed', async () => {
    const route = '/pre/v1/cap/eventos';
    const demo = await t.login(DEMO.demo);
    const stream = await openEventStream(`${publicUrl}${route}`, demo.headers);
    await stream.next();
    let text = await scrape();
    expect(sample(text, 'portal_event_streams_open', { route })).toBe(1);
    expect(sample(text, 'portal_http_requests_total', { route, method: 'GET' })).toBe(1);

    stream.close();
    await expect
      .poll(async () => sample(await scrape(), 'portal_event_streams_open', { route }))
      .toBe(0);
    text = await scrape();
    expect(sample(text, 'portal_http_requests_total', { route, method: 'GET' })).toBe(1);
    expect(sample(text, 'portal_http_request_duration_seconds_count', { route })).toBeUndefined();
  });
});

describe('closing the app', () => {
  it('closes the metrics server with it', async () => {
    const other = await createTestApp({ config: { metricsPort: 0 } });
    const url = (await listenMetrics(other.app, other.config))!;
    expect((await fetch(url)).status).toBe(200);
    await other.close();
    await expect(fetch(url)).rejects.toThrow();
  });

  it('has no metrics when METRICS_PORT is unset', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.metrics).toBeUndefined();
      expect(await listenMetrics(plain.app, plain.config)).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
