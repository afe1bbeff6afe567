import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { maskEmail } from '@portal/domain/format';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/core.ts';
import type { Clock } from './clock.ts';
import type { MailTransport } from './outbox-relay.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The SMTP transport of SMTP_URL, shared by the mailer and the outbox relay. */
export const smtpTransport = (url: string): MailTransport => nodemailer.createTransport(url);

/** SMTP when SMTP_URL is set (the outbox row is marked sent). */
export function smtpMailer(transport: MailTransport, from: string, db: Db, clock: Clock): Mailer {
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.insert(outbox).values({
        to: mail.to,
        subject: mail.subject,
        body: mail.text,
        createdAt: clock.now(),
        sentAt: clock.now(),
      });
    },
  };
}

/**
 * No SMTP: the message stays in the outbox table, where `npm run operator -- outbox` reads it;
 * with a mail directory it is also written there as `<outbox id>-<to>.txt`. The log says only
 * that a message was kept, for whom (masked) and under which outbox id: never its body, which
 * may hold a PIN, in production as in development.
 */
export function outboxMailer(
  db: Db,
  clock: Clock,
  log: Pick<FastifyBaseLogger, 'info'>,
  mailDir?: string,
): Mailer {
  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          body: mail.text,
          createdAt: clock.now(),
        })
        .returning({ id: outbox.id });
      if (mailDir) {
        await mkdir(mailDir, { recursive: true });
        const name = `${String(row!.id).padStart(8, '0')}-${mail.to}.txt`;
        await writeFile(
          join(mailDir, name),
          `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
        );
      }
      log.info(
        { mailTo: maskEmail(mail.to), subject: mail.subject, outboxId: row!.id },
        'mail kept in outbox (no SMTP_URL): npm run operator -- outbox shows it',
      );
    },
  };
}
