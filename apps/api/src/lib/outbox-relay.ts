import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/core.ts';
import type { Clock } from './clock.ts';

/** What the relay needs of an SMTP transport (nodemailer's `sendMail`). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

const BATCH = 50;
export const RELAY_EVERY_MS = 10_000;

/**
 * Sends the mail a transaction left in the outbox for relaying (`relay`, not yet sent): the
 * transactional outbox, so a mail leaves only once what it announces has committed. Rows are
 * claimed with FOR UPDATE SKIP LOCKED, so several API processes relay without sending one twice.
 * A failed send rolls its batch back: those rows wait for the next round. Answers how many left.
 */
export async function relayOutbox(
  db: Db,
  transport: MailTransport,
  from: string,
  clock: Clock,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.relay, true), isNull(outbox.sentAt)))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.body });
    }
    if (rows.length > 0) {
      await tx
        .update(outbox)
        .set({ sentAt: clock.now() })
        .where(
          inArray(
            outbox.id,
            rows.map((row) => row.id),
          ),
        );
    }
    return rows.length;
  });
}

/** Relays every RELAY_EVERY_MS until stopped; a round that fails is logged (never the mail). */
export function startOutboxRelay(
  db: Db,
  transport: MailTransport,
  from: string,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  everyMs = RELAY_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      const sent = await relayOutbox(db, transport, from, clock);
      if (sent > 0) log.info({ sent }, 'outbox relay: sent the mail transactions left');
    } catch (error) {
      log.error({ err: error }, 'outbox relay: a send failed, retrying on the next round');
    }
  };
  const timer = setInterval(() => {
    running = running.then(round);
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
