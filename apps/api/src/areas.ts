import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { GuardCache } from './access/guard-cache.ts';
import type { CaptchaVerifier } from './lib/captcha.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { TokenCodec } from './lib/tokens.ts';
import { affiliatesPlugin } from './modules/affiliates/affiliates.plugin.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { authorizationsPlugin } from './modules/authorizations/authorizations.plugin.ts';
import { censusesPlugin } from './modules/censuses/censuses.plugin.ts';
import { connectivityPlugin } from './modules/connectivity/connectivity.plugin.ts';
import { contentPlugin } from './modules/content/content.plugin.ts';
import { coveragePlugin } from './modules/coverage/coverage.plugin.ts';
import { directoryPlugin } from './modules/directory/directory.plugin.ts';
import { guidesPlugin } from './modules/guides/guides.plugin.ts';
import { homePlugin } from './modules/home/home.plugin.ts';
import { medicalAttentionPlugin } from './modules/medical-attention/medical-attention.plugin.ts';
import { paymentsPlugin } from './modules/payments/payments.plugin.ts';
import { prescriptionsPlugin } from './modules/prescriptions/prescriptions.plugin.ts';
import { profilePlugin } from './modules/profile/profile.plugin.ts';
import { ratingsPlugin } from './modules/ratings/ratings.plugin.ts';
import { sessionPlugin } from './modules/session/session.plugin.ts';
import { settlementsPlugin } from './modules/settlements/settlements.plugin.ts';
import type { LiveEventBus } from './lib/live-events.ts';
import { supportCasesPlugin } from './modules/support-cases/support-cases.plugin.ts';
import { userManagementPlugin } from './modules/user-management/user-management.plugin.ts';

/**
 * What buildApp hands every area's plugin: the shared infrastructure. Each plugin declares the
 * part it uses as its own deps type; this is their union.
 */
export interface AreaServices {
  db: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  tokens: TokenCodec;
  guardCache: GuardCache;
  sessionTtlMinutes: number;
  /** Where the portal is reached: the links the API writes point at it. */
  publicUrl: string;
  /** Live support-case events (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite). */
  events: LiveEventBus;
  heartbeatMs: number;
}

/**
 * The portal's areas, in registration order (docs/decisions/0017): adding an area adds its
 * plugin here, and nothing else in app.ts.
 */
export const AREA_PLUGINS: readonly FastifyPluginAsync<AreaServices>[] = [
  authPlugin,
  sessionPlugin,
  supportCasesPlugin,
  affiliatesPlugin,
  coveragePlugin,
  connectivityPlugin,
  censusesPlugin,
  authorizationsPlugin,
  paymentsPlugin,
  settlementsPlugin,
  profilePlugin,
  ratingsPlugin,
  guidesPlugin,
  directoryPlugin,
  contentPlugin,
  medicalAttentionPlugin,
  prescriptionsPlugin,
  userManagementPlugin,
  homePlugin,
];
