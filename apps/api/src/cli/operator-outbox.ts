import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { formatDateTime } from '@portal/domain/format';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/core.ts';

/**
 * `npm run operator -- outbox`: the mail kept without SMTP, newest first, for a local user (a
 * password-recovery PIN is read here, never in the server's log). From the outbox table, or
 * from MAIL_DIR while the running server holds the embedded database.
 */

export interface KeptMail {
  to: string;
  subject: string;
  date: Date;
  body: string;
}

export interface OutboxFilter {
  /** Only the messages to this address (lower case). */
  to?: string;
  limit: number;
}

/** The newest messages of the outbox table. */
export async function outboxFromDatabase(db: Db, filter: OutboxFilter): Promise<KeptMail[]> {
  const rows = await db
    .select({ to: outbox.to, subject: outbox.subject, date: outbox.createdAt, body: outbox.body })
    .from(outbox)
    .where(filter.to === undefined ? undefined : eq(outbox.to, filter.to))
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
  return rows;
}

/** A message file the outbox mailer wrote: `<outbox id>-<to>.txt`, headers, a blank line, body. */
const MAIL_FILE = /^(\d+)-(.+)\.txt$/;

/** The newest messages the outbox mailer wrote to a mail directory (none if it is missing). */
export async function outboxFromMailDir(dir: string, filter: OutboxFilter): Promise<KeptMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names
    .map((name) => ({ name, match: MAIL_FILE.exec(name) }))
    .filter(({ match }) => match && (!filter.to || match[2]!.toLowerCase() === filter.to))
    .sort((a, b) => Number(b.match![1]) - Number(a.match![1]))
    .slice(0, filter.limit);
  return Promise.all(
    files.map(async ({ name, match }) => {
      const path = join(dir, name);
      const text = await readFile(path, 'utf8');
      const split = text.indexOf('\n\n');
      const headers = split < 0 ? text : text.slice(0, split);
      const subject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
      return {
        to: /^To: (.*)$/m.exec(headers)?.[1] ?? match![2]!,
        subject,
        date: (await stat(path)).mtime,
        body: split < 0 ? '' : text.slice(split + 2).replace(/\n$/, ''),
      };
    }),
  );
}

/** The messages as the command prints them: to, subject and date, then the body, indented. */
export function formatOutbox(mails: KeptMail[]): string {
  if (mails.length === 0) return 'No mail in the outbox.';
  return mails
    .map((mail) =>
      [
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${formatDateTime(mail.date)}`,
        '',
        ...mail.body.split('\n').map((line) => `  ${line}`),
      ].join('\n'),
    )
    .join(`\n${'-'.repeat(60)}\n`);
}
