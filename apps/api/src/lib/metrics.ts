import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { RouteSeries, UNMATCHED_ROUTE } from './route-series.ts';

/**
 * The process's Prometheus registry and what it measures (docs/decisions/0045). Every label is
 * drawn from a closed set: a route pattern (never the raw URL, which holds affiliate numbers and
 * case ids), an HTTP method, a status code; a request that matched no route counts under
 * UNMATCHED_ROUTE, so a scanner walking random paths cannot grow the series without bound.
 */

/** What the registry reads of a pg pool at scrape time (node-postgres' Pool has these). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface MetricsOptions {
  /** The login call: its refusals are counted on their own (a spike is an attack). */
  login: { method: string; path: string };
  /** prom-client's process metrics (event-loop lag, heap, GC); off in tests that build many apps. */
  processMetrics?: boolean;
}

const LOGIN_REFUSALS = new Set([401, 403, 429]);

export class PortalMetrics {
  readonly registry = new Registry();
  private readonly routes = new RouteSeries();
  private readonly streams: Gauge<'route'>;
  private readonly loginRefusals: Counter<'status'>;
  private readonly rateLimited: Counter<'route' | 'method'>;
  /**
   * Event streams are counted when they open (their 200 is sent then) and never timed: they last
   * minutes, and a client that goes away ends one without the answer Fastify would observe.
   */
  private readonly streaming = new WeakSet<object>();
  private readonly loginKey: string;

  constructor(options: MetricsOptions) {
    const registers = [this.registry];
    this.loginKey = `${options.login.method} ${options.login.path}`;
    this.streams = new Gauge({
      name: 'portal_event_streams_open',
      help: 'Server-sent event streams open now, by route pattern.',
      labelNames: ['route'],
      registers,
    });
    this.loginRefusals = new Counter({
      name: 'portal_login_refusals_total',
      help: 'Logins refused, by status: 401 credentials refused, 403 forbidden, 429 throttled.',
      labelNames: ['status'],
      registers,
    });
    this.rateLimited = new Counter({
      name: 'portal_rate_limit_refusals_total',
      help: 'Requests refused with 429 (a limit reached), by route pattern and method.',
      labelNames: ['route', 'method'],
      registers,
    });
    if (options.processMetrics !== false) collectDefaultMetrics({ register: this.registry });
  }

  /** node-postgres' pool, read when Prometheus scrapes (PGlite has no pool: no series). */
  observePool(pool: PoolStats): void {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    gauge('portal_db_pool_size', 'PostgreSQL connections the pool holds.', () => pool.totalCount);
    gauge('portal_db_pool_idle', 'Pool connections idle now.', () => pool.idleCount);
    gauge(
      'portal_db_pool_waiting',
      'Queries waiting for a pool connection (above 0 for long: the pool is too small).',
      () => pool.waitingCount,
    );
  }

  /** A server-sent event stream opened; answers what to call when it closes. */
  streamOpened(request: object, route: string): () => void {
    this.streaming.add(request);
    this.routes.observe(route, 'GET', 200);
    const gauge = this.streams.labels(route);
    gauge.inc();
    return () => gauge.dec();
  }

  /** One answered request: `route` is the matched pattern, undefined when none matched. */
  observe(
    request: object,
    route: string | undefined,
    method: string,
    status: number,
    milliseconds: number,
  ): void {
    if (this.streaming.has(request)) return;
    const pattern = route ?? UNMATCHED_ROUTE;
    this.routes.observe(pattern, method, status, milliseconds / 1000);
    if (status === 429) this.rateLimited.labels(pattern, method).inc();
    if (LOGIN_REFUSALS.has(status) && `${method} ${pattern}` === this.loginKey) {
      this.loginRefusals.labels(String(status)).inc();
    }
  }

  /** Everything, in Prometheus' text format. */
  async text(): Promise<string> {
    return `${this.routes.text()}\n${await this.registry.metrics()}`;
  }
}
