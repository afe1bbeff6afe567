import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { PortalMetrics } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when METRICS_PORT is: the process's registry (docs/decisions/0045). */
    metrics?: PortalMetrics;
  }
}

/** The metrics server of each registry, closed when its app closes. */
const servers = new WeakMap<PortalMetrics, Server>();

interface MetricsPluginOptions {
  metrics: PortalMetrics;
}

/**
 * Counts and times every answer by route pattern. onResponse runs after the answer is written,
 * so the client never waits for it; the metrics server below is closed with the app.
 */
export const metricsPlugin = fp<MetricsPluginOptions>((app, { metrics }, done) => {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, next) => {
    metrics.observe(
      request,
      request.routeOptions.url,
      request.method,
      reply.statusCode,
      reply.elapsedTime,
    );
    next();
  });
  app.addHook('onClose', (_app, next) => {
    const server = servers.get(metrics);
    if (!server) return next();
    server.close(() => next());
    server.closeAllConnections();
  });
  done();
});

/**
 * Serves GET /metrics on METRICS_PORT (METRICS_HOST, loopback by default), a server of its own:
 * the public port never answers it, and a scrape is not a request the portal counts or logs.
 * Answers the metrics URL, or undefined when METRICS_PORT is unset.
 */
export async function listenMetrics(
  app: FastifyInstance,
  config: Pick<Config, 'metricsPort' | 'metricsHost'>,
): Promise<string | undefined> {
  const metrics = app.metrics;
  if (config.metricsPort === undefined || !metrics) return undefined;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: collecting failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.metricsHost, () => resolve());
  });
  servers.set(metrics, server);
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`;
  app.log.info(`metrics at ${url}`);
  return url;
}
