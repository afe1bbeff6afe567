import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { productionSecretProblems, secretProblemsMessage } from './config-secrets.ts';
import { openDatabase } from './db/open.ts';
import { prepareDatabase } from './db/prepare.ts';
import { SchemaMismatchError } from './db/schema-version.ts';
import { systemClock } from './lib/clock.ts';
import { randomToken } from './lib/crypto.ts';
import { createLifecycle } from './lib/lifecycle.ts';
import { outboxMailer, smtpMailer, smtpTransport } from './lib/mailer.ts';
import { startOutboxRelay } from './lib/outbox-relay.ts';
import { resolveTokenSecret } from './lib/token-secret.ts';
import { listenMetrics } from './plugins/metrics.ts';
import { createLogger } from './plugins/logging.ts';
import { requireSupportedNode } from './lib/runtime.ts';

requireSupportedNode();

// Before anything opens: a production start with a secret anyone can read must not serve.
const secretProblems = productionSecretProblems(process.env);
if (secretProblems.length > 0) {
  console.error(secretProblemsMessage(secretProblems));
  process.exit(1);
}

const loaded = loadConfig();
// On PGlite the operator commands cannot open the database while the server holds it: they
// reach this server instead, with a key made for this start and kept in the owner-only lock.
const config = {
  ...loaded,
  operatorKey: loaded.operatorKey ?? (loaded.databaseUrl ? undefined : randomToken(32)),
};
const logger = createLogger(config.logLevel);
const database = await openDatabase(config, {
  url: `http://127.0.0.1:${config.port}`,
  ...(config.operatorKey ? { operatorKey: config.operatorKey } : {}),
});
// Several processes may start at once on one database: one migrates and seeds, the others wait
// for it (docs/decisions/0044). A schema this code does not match is refused, not served.
const prepared = await prepareDatabase(database, {
  migrate: config.migrateOnStart,
  seed: config.migrateOnStart && config.seedDemo ? 'demo' : false,
  onWait: () => logger.info('another process is migrating the database: waiting for it'),
}).catch(async (error: unknown) => {
  await database.close();
  if (!(error instanceof SchemaMismatchError)) throw error;
  console.error(error.message);
  process.exit(1);
});

const tokenSecret = await resolveTokenSecret(database.db, config.tokenSecret);
const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
const mailer = transport
  ? smtpMailer(transport, config.mailFrom, database.db, systemClock)
  : outboxMailer(database.db, systemClock, logger, config.mailDir);
const lifecycle = createLifecycle();
const app = await buildApp({ database, config, mailer, tokenSecret, logger, lifecycle });
// Mail written by a transaction (an import's invitations) leaves once it has committed.
if (transport) {
  const relay = startOutboxRelay(database.db, transport, config.mailFrom, systemClock, app.log);
  app.addHook('onClose', () => relay.stop());
}

await listenMetrics(app, config);
app.log.info(
  { node: process.version, platform: `${process.platform} ${process.arch}` },
  `Node.js ${process.version}`,
);
if (prepared.migrated > 0) app.log.info(`applied ${prepared.migrated} migrations`);
if (prepared.seeded) app.log.info('empty database: seeded the demo data (README, "Demo accounts")');
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `portal at ${config.publicUrl}/prestadores/ (database: ${database.kind}, schema ${prepared.version})`,
);

/**
 * Readiness fails first (probes stop sending traffic during SHUTDOWN_DELAY_MS), then Fastify
 * closes: live streams get a retry hint and end, the listener stops, requests in flight finish;
 * then the database closes. SHUTDOWN_GRACE_MS bounds it all.
 */
async function shutdown(signal: string) {
  if (lifecycle.shuttingDown) return;
  lifecycle.shuttingDown = true;
  app.log.info({ signal }, 'closing gracefully');
  setTimeout(() => {
    app.log.error(`shutdown took longer than ${config.shutdownGraceMs} ms: exiting anyway`);
    process.exit(1);
  }, config.shutdownGraceMs).unref();
  if (config.shutdownDelayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  }
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
