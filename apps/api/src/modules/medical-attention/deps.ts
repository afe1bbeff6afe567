import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CaptchaVerifier } from '../../lib/captcha.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LiveEventBus } from '../../lib/live-events.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { TokenCodec } from '../../lib/tokens.ts';

/** What atencion-medica uses of the shared infrastructure (AreaServices). */
export interface MedicalDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'medicalSupportContact' | 'telemedicineUrl'>;
  captcha: CaptchaVerifier;
  /** Signs the studies' short-lived file links with the server's token secret. */
  tokens: TokenCodec;
  // The authorization PDF is the authorizations area's, which takes its own deps.
  mailer: Mailer;
  events: LiveEventBus;
  log: FastifyBaseLogger;
  heartbeatMs: number;
}

/** Who reads: the session's user and provider (the guard checked the permission). */
export interface Reader {
  providerId: number;
  userId: number;
  sessionId: string;
  /** Operators' sessions are audited on every request already (plugins/audit). */
  mode: string;
}
