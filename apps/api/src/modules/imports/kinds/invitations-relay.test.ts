import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/core.ts';
import { exampleFile, importBytes } from '../../../../test/imports.ts';
import { openTestDatabase, TEST_NOW } from '../../../../test/test-app.ts';
import { INVITATION_SUBJECT } from './providers/invite.ts';
import { providersKind } from './providers.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { relayOutbox, type MailTransport } from '../../../lib/outbox-relay.ts';

const FROM = 'Portal de Prestadores <no-responder@prestadores.test>';
const clock = fixedClock(TEST_NOW);

/** An SMTP server as the relay sees it: what it accepted, or a refusal. */
function smtp(refuse = false) {
  const sent: { to: string; subject: string }[] = [];
  const transport: MailTransport = {
    sendMail(message) {
      if (refuse) return Promise.reject(new Error('421 service not available'));
      sent.push({ to: message.to, subject: message.subject });
      return Promise.resolve();
    },
  };
  return { transport, sent };
}

describe('an import’s invitations leave through SMTP once it has committed (the outbox relay)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const unsentInvitations = () =>
    database.db
      .select({ to: outbox.to, sentAt: outbox.sentAt, relay: outbox.relay })
      .from(outbox)
      .where(eq(outbox.subject, INVITATION_SUBJECT))
      .orderBy(asc(outbox.id));

  it('an import’s invitation waits for the relay, which sends it once and marks it sent', async () => {
    // Mail kept without SMTP (development) is never relayed, whenever SMTP is configured.
    await database.db.insert(outbox).values({
      to: 'viejo@prestadores.test',
      subject: 'Código de verificación',
      body: 'PIN 123456',
      createdAt: TEST_NOW,
    });
    const report = await importBytes(database.db, providersKind, exampleFile('providers.csv'));
    expect(report.applied).toBe(true);
    const invitations = await unsentInvitations();
    expect(invitations.length).toBeGreaterThan(0);
    expect(invitations.every((mail) => mail.relay && mail.sentAt === null)).toBe(true);

    const down = smtp(true);
    await expect(relayOutbox(database.db, down.transport, FROM, clock)).rejects.toThrow('421');
    expect((await unsentInvitations()).every((mail) => mail.sentAt === null)).toBe(true);

    const up = smtp();
    expect(await relayOutbox(database.db, up.transport, FROM, clock)).toBe(invitations.length);
    expect(up.sent).toEqual(
      invitations.map((mail) => ({ to: mail.to, subject: INVITATION_SUBJECT })),
    );
    expect((await unsentInvitations()).every((mail) => mail.sentAt !== null)).toBe(true);

    expect(await relayOutbox(database.db, up.transport, FROM, clock)).toBe(0);
    expect(up.sent.map((mail) => mail.to)).not.toContain('viejo@prestadores.test');
  });
});
