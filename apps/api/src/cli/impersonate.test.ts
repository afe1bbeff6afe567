import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/core.ts';
import { externalAuthGrants } from '../db/schema/session.ts';
import { sha256 } from '../lib/crypto.ts';
import { execCli } from '../../test/cli-run.ts';
import { sharedDatabase } from '../../test/shared-database.ts';
import { parseImpersonateArgs } from './impersonate-args.ts';
import { runImpersonate } from './impersonate-main.ts';

describe('parseImpersonateArgs', () => {
  it.each([
    [['demo@prestadores.test'], { mode: 'impersonated', operator: 'os-user', minutes: 10 }],
    [
      ['demo@prestadores.test', '--read-only'],
      { mode: 'readOnly', operator: 'os-user', minutes: 10 },
    ],
    [
      ['--operator', 'ana', 'demo@prestadores.test', '--minutes', '3'],
      { mode: 'impersonated', operator: 'ana', minutes: 3 },
    ],
  ])('%j is understood', (argv, expected) => {
    expect(parseImpersonateArgs(argv, 'os-user')).toEqual({
      ok: true,
      input: { email: 'demo@prestadores.test', ...expected },
    });
  });

  it.each([
    [[], /one e-mail/],
    [['a@b.test', 'c@d.test'], /one e-mail/],
    [['a@b.test', '--minutes', 'diez'], /whole number/],
    [['a@b.test', '--minutes', '-5'], /./],
    [['a@b.test', '--solo-lectura'], /Unknown option/],
  ])('%j is a usage error', (argv, message) => {
    const parsed = parseImpersonateArgs(argv, 'os-user');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

describe('npm run impersonate', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  beforeAll(async () => {
    shared = await sharedDatabase('portal-impersonate-');
  }, 60_000);
  afterAll(() => shared.drop());

  const impersonate = (...args: string[]) =>
    execCli(
      runImpersonate,
      { ...shared.env, PUBLIC_URL: 'https://portal.example.test', USER: 'os-user' },
      ...args,
    );

  it('prints a one-time read-only link and stores only the hash of its code, audited with the operator', async () => {
    const { stdout } = await impersonate(
      'demo@prestadores.test',
      '--read-only',
      '--operator',
      'ana.soporte',
      '--minutes',
      '5',
    );

    const link = stdout.trim().split('\n').at(-1)!;
    expect(link.startsWith('https://portal.example.test/prestadores/?externalAuth=')).toBe(true);
    expect(stdout).toContain('Read-only session for demo@prestadores.test, operator ana.soporte');
    const entry = JSON.parse(
      Buffer.from(new URL(link).searchParams.get('externalAuth')!, 'base64url').toString('utf8'),
    ) as { code: string; exp: string; model: object };
    expect(entry.exp).toMatch(/^\d{14}$/);
    expect(entry.model).toEqual({ soloLectura: true, impersonado: false });

    const database = await shared.open();
    try {
      const [grant] = await database.db
        .select()
        .from(externalAuthGrants)
        .where(eq(externalAuthGrants.codeHash, sha256(entry.code)));
      expect(grant).toMatchObject({ mode: 'readOnly', operator: 'ana.soporte', usedAt: null });
      const minutes = (grant!.expiresAt.getTime() - grant!.createdAt.getTime()) / 60_000;
      expect(minutes).toBe(5);
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'external-session.grant'));
      expect(audit.map((row) => row.operator)).toEqual(['ana.soporte']);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('without options: an impersonated session, 10 minutes, the OS user as operator', async () => {
    const { stdout } = await impersonate('interior@prestadores.test');
    const link = stdout.trim().split('\n').at(-1)!;
    const entry = JSON.parse(
      Buffer.from(new URL(link).searchParams.get('externalAuth')!, 'base64url').toString('utf8'),
    ) as { model: object };
    expect(entry.model).toEqual({ soloLectura: false, impersonado: true });
    expect(stdout).toContain(
      'Impersonated session for interior@prestadores.test, operator os-user',
    );
  }, 60_000);

  const grantCount = async () => {
    const database = await shared.open();
    try {
      return (await database.db.select().from(externalAuthGrants)).length;
    } finally {
      await database.close();
    }
  };

  it('an unknown e-mail exits 1 with a message and creates no grant', async () => {
    const before = await grantCount();
    const failed = await impersonate('nadie@prestadores.test').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('impersonate: no user with e-mail nadie@prestadores.test');
    expect(await grantCount()).toBe(before);
  }, 60_000);

  it('a usage error exits 2 with the usage text, before touching the database', async () => {
    const failed = await impersonate('--minutes', '5').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('Usage: npm run impersonate -- EMAIL');
  }, 60_000);
});
