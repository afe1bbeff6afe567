import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BASE_PATH } from '@portal/domain/app';
import { loginCall } from '@portal/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openApiOptions } from './lib/openapi-document.ts';
import { captchaVerifier, type CaptchaVerifier } from './lib/captcha.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import { tokenCodec } from './lib/tokens.ts';
import { accessPlugin } from './access/access.plugin.ts';
import { auditPlugin } from './plugins/audit.ts';
import { teamActivityPlugin } from './plugins/team-activity.ts';
import { guardCache } from './access/guard-cache.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { createLogger } from './plugins/logging.ts';
import { PortalMetrics } from './lib/metrics.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { consoleSpaPlugin } from './plugins/console-spa.ts';
import { spaPlugin } from './plugins/spa.ts';
import { healthPlugin } from './plugins/health.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import { areaPlugins, type AreaServices } from './areas.ts';
import { SSE_HEARTBEAT_MS } from './lib/event-stream.ts';
import {
  LIVE_EVENTS_CHANNEL,
  memoryLiveEvents,
  postgresLiveEvents,
  type LiveEventBus,
} from './lib/live-events.ts';

export interface AppDeps {
  database: Database;
  config: Config;
  mailer: Mailer;
  /** HMAC key for bearer tokens (config or the database's generated one). */
  tokenSecret: string;
  clock?: Clock;
  captcha?: CaptchaVerifier;
  logger?: FastifyBaseLogger;
  /** The Prometheus registry; default: one of its own when config.metricsPort is set. */
  metrics?: PortalMetrics;
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
  /** Live case events; default: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
  caseEvents?: LiveEventBus;
  /** Heartbeat of the live event streams (tests shorten it). */
  sseHeartbeatMs?: number;
  /** Shared with server.ts, whose shutdown marks it for readiness. */
  lifecycle?: Lifecycle;
  /** The import engine the imports' jobs run (tests give one of their own). */
  importer?: AreaServices['importer'];
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Where the insurer's console is served (its own build, docs/decisions/0057). */
export const CONSOLE_PATH = '/consola';

/** The bus given, or one made for the database (closed with the app). */
async function caseEventBus(app: FastifyInstance, deps: AppDeps): Promise<LiveEventBus> {
  if (deps.caseEvents) return deps.caseEvents;
  const { database } = deps;
  const bus =
    database.kind === 'postgres' && database.url
      ? await postgresLiveEvents(
          database.url,
          (payload) =>
            database.db.execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${payload})`),
          app.log,
        )
      : memoryLiveEvents();
  app.addHook('onClose', () => bus.close());
  return bus;
}

/** Builds the whole server without listening: tests drive it through `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(deps.config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
  const tokens = tokenCodec(deps.tokenSecret);
  const captcha = deps.captcha ?? captchaVerifier(deps.config);
  const sessions = guardCache(deps.config.guardCacheMs);
  const sessionDeps = {
    db,
    clock,
    tokens,
    sessionTtlMinutes: deps.config.sessionTtlMinutes,
    guardCache: sessions,
  };

  const metrics =
    deps.metrics ??
    (deps.config.metricsPort === undefined ? undefined : new PortalMetrics({ login: loginCall }));
  if (metrics) {
    if (deps.database.pool) metrics.observePool(deps.database.pool);
    await app.register(metricsPlugin, { metrics });
  }

  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, openApiOptions());
  await app.register(errorsPlugin);
  await app.register(accessPlugin, {
    db,
    clock,
    tokens,
    operatorKey: deps.config.operatorKey,
    guardCache: sessions,
  });
  await app.register(healthPlugin, { db, lifecycle: deps.lifecycle ?? createLifecycle() });
  await app.register(auditPlugin, { db, clock });
  await app.register(teamActivityPlugin, {
    db,
    clock,
    log: app.log,
    recordActivity: !deps.config.benchWithoutTeamActivity,
  });

  const services: AreaServices = {
    ...sessionDeps,
    config: deps.config,
    log: app.log,
    mailer: deps.mailer,
    captcha,
    publicUrl: deps.config.publicUrl,
    events: await caseEventBus(app, deps),
    heartbeatMs: deps.sseHeartbeatMs ?? SSE_HEARTBEAT_MS,
    ...(deps.importer ? { importer: deps.importer } : {}),
  };
  for (const { plugin } of await areaPlugins()) await app.register(plugin, services);

  app.get('/pre/docs', { schema: { hide: true } }, () => app.swagger());
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  if (deps.serveWeb !== false) {
    await app.register(spaPlugin, {
      prefix: BASE_PATH,
      root: deps.config.webDist,
      events: services.events,
    });
    await app.register(consoleSpaPlugin, { prefix: CONSOLE_PATH, root: deps.config.consoleDist });
  }
  return app;
}
