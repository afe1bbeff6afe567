import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { CaptchaVerifier } from '../../../lib/captcha.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { LiveEventBus } from '../../../lib/live-events.ts';

/** What the transaction area uses of the shared infrastructure (AreaServices). */
export interface AuthorizationDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** The one live-event bus (it carries the support centre's events too). */
  events: LiveEventBus;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  heartbeatMs: number;
}

/** Who files: the session's user and provider; whatever the body says of them is checked. */
export interface Caller {
  userId: number;
  providerId: number;
  email: string;
}
