import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/core.ts';
import { fixedClock } from '../lib/clock.ts';
import { outboxMailer } from '../lib/mailer.ts';
import { execCli } from '../../test/cli-run.ts';
import { DEMO } from '../../test/helpers.ts';
import { sharedDatabase } from '../../test/shared-database.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { OUTBOX_DEFAULT_LIMIT, parseOperatorArgs } from './operator-args.ts';
import { formatOutbox } from './operator-outbox.ts';
import { runOperator } from './operator-main.ts';

const operatorCli = (env: Record<string, string>, ...args: string[]) =>
  execCli(runOperator, { MAIL_DIR: '', ...env, USER: 'os-user', LOG_LEVEL: 'silent' }, ...args);
const failure = (error: { code: number; stderr: string }) => error;

const PIN_MAIL = {
  subject: 'Código para recuperar tu contraseña',
  text: 'Tu código es 482913.\nVence en 15 minutos.',
};

describe('parseOperatorArgs: outbox', () => {
  it.each([
    [['outbox'], { kind: 'outbox', limit: OUTBOX_DEFAULT_LIMIT }],
    [
      ['outbox', '--to', ' Demo@Prestadores.TEST ', '--limit', '3'],
      { kind: 'outbox', to: 'demo@prestadores.test', limit: 3 },
    ],
  ])('%j is understood', (argv, command) => {
    expect(parseOperatorArgs(argv, 'os-user')).toEqual({ ok: true, command });
  });

  it.each([
    [['outbox', '5'], /no case number/],
    [['outbox', '--limit', 'todos'], /--limit/],
    [['outbox', '--limit', '0'], /--limit/],
  ])('%j is a usage error', (argv, message) => {
    const parsed = parseOperatorArgs(argv, 'os-user');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

describe('formatOutbox', () => {
  it('prints to, subject and date, then the body indented; messages apart', () => {
    const date = new Date('2026-03-10T15:30:00Z');
    expect(
      formatOutbox([
        { to: DEMO.demo, subject: PIN_MAIL.subject, date, body: PIN_MAIL.text },
        { to: DEMO.interior, subject: 'Otro', date, body: 'Hola' },
      ]),
    ).toBe(
      [
        `To: ${DEMO.demo}`,
        `Subject: ${PIN_MAIL.subject}`,
        'Date: 10/03/2026 12:30',
        '',
        '  Tu código es 482913.',
        '  Vence en 15 minutos.',
        '-'.repeat(60),
        `To: ${DEMO.interior}`,
        'Subject: Otro',
        'Date: 10/03/2026 12:30',
        '',
        '  Hola',
      ].join('\n'),
    );
    expect(formatOutbox([])).toBe('No mail in the outbox.');
  });
});

describe('npm run operator -- outbox, on the database', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  beforeAll(async () => {
    shared = await sharedDatabase('portal-outbox-');
    const database = await shared.open();
    try {
      const clock = fixedClock(TEST_NOW);
      const mailer = outboxMailer(database.db, clock, { info: () => undefined });
      await mailer.send({ to: DEMO.interior, subject: 'Primero', text: 'viejo' });
      await mailer.send({ to: DEMO.demo, ...PIN_MAIL });
    } finally {
      await database.close();
    }
  }, 60_000);
  afterAll(() => shared.drop());

  it('prints the newest message to an address first, with its body (the PIN)', async () => {
    const { stdout } = await operatorCli(shared.env, 'outbox', '--to', DEMO.demo, '--limit', '1');
    expect(stdout).toContain(`To: ${DEMO.demo}\nSubject: ${PIN_MAIL.subject}\n`);
    expect(stdout).toContain('  Tu código es 482913.');
    expect(stdout).not.toContain('Primero');
  }, 60_000);

  it('without --to prints every address, newest first', async () => {
    const { stdout } = await operatorCli(shared.env, 'outbox');
    expect(stdout.indexOf(PIN_MAIL.subject)).toBeLessThan(stdout.indexOf('Primero'));
  }, 60_000);
});

describe('npm run operator -- outbox, while the server holds the embedded database', () => {
  let t: TestApp;
  let lockDir: string;
  let mailDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    lockDir = await mkdtemp(join(tmpdir(), 'portal-outbox-lock-'));
    mailDir = await mkdtemp(join(tmpdir(), 'portal-outbox-mail-'));
    // A live process other than the command's holds the lock, as `npm start` does: the command
    // runs in this one, so the lock names Vitest's.
    await writeFile(join(lockDir, 'portal.lock'), JSON.stringify({ pid: process.ppid }));
    const mailer = outboxMailer(t.db, t.clock, { info: () => undefined }, mailDir);
    await mailer.send({ to: DEMO.interior, subject: 'Primero', text: 'viejo' });
    await mailer.send({ to: DEMO.demo, ...PIN_MAIL });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(lockDir, { recursive: true, force: true });
    await rm(mailDir, { recursive: true, force: true });
  });

  it('reads the messages the server wrote to MAIL_DIR', async () => {
    const { stdout } = await operatorCli(
      { DATABASE_URL: '', PGLITE_DIR: lockDir, MAIL_DIR: mailDir },
      'outbox',
      '--to',
      DEMO.demo,
    );
    expect(stdout).toContain(`To: ${DEMO.demo}\nSubject: ${PIN_MAIL.subject}\n`);
    expect(stdout).toContain('  Tu código es 482913.\n  Vence en 15 minutos.');
    expect(stdout).not.toContain('Primero');
    expect(await t.db.$count(outbox)).toBe(2);
  }, 60_000);

  it('without MAIL_DIR says how to read the mail, and exits 1', async () => {
    const refused = await operatorCli({ DATABASE_URL: '', PGLITE_DIR: lockDir }, 'outbox').then(
      () => null,
      failure,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('MAIL_DIR');
  }, 60_000);
});
