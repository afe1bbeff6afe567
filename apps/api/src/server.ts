import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { systemClock } from './lib/clock.ts';
import { randomToken } from './lib/crypto.ts';
import { outboxMailer, smtpMailer } from './lib/mailer.ts';
import { resolveTokenSecret } from './lib/token-secret.ts';
import { listenMetrics } from './plugins/metrics.ts';
import { createLogger } from './plugins/logging.ts';
import { seedDatabase } from './seed/seed.ts';
import { requireSupportedNode } from './lib/runtime.ts';

requireSupportedNode();

const loaded = loadConfig();
// On PGlite the operator commands cannot open the database while the server holds it: they
// reach this server instead, with a key made for this start and kept in the owner-only lock.
const config = {
  ...loaded,
  operatorKey: loaded.operatorKey ?? (loaded.databaseUrl ? undefined : randomToken(32)),
};
const database = await openDatabase(config, {
  url: `http://127.0.0.1:${config.port}`,
  ...(config.operatorKey ? { operatorKey: config.operatorKey } : {}),
});
await database.migrate();
const seeded = await seedDatabase(database.db);

const tokenSecret = await resolveTokenSecret(database.db, config.tokenSecret);
const logger = createLogger(config.logLevel);
const mailer = config.smtpUrl
  ? smtpMailer(config.smtpUrl, config.mailFrom, database.db, systemClock)
  : outboxMailer(database.db, systemClock, logger, config.mailDir);
const app = await buildApp({ database, config, mailer, tokenSecret, logger });

await listenMetrics(app, config);
app.log.info(
  { node: process.version, platform: `${process.platform} ${process.arch}` },
  `Node.js ${process.version}`,
);
if (seeded) app.log.info('empty database: seeded the demo data (README, "Demo accounts")');
await app.listen({ port: config.port, host: config.host });
app.log.info(`portal at ${config.publicUrl}/prestadores/ (database: ${database.kind})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing gracefully');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
