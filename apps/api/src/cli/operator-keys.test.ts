import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationKeys } from '../db/schema/imports.ts';
import { sha256 } from '../lib/crypto.ts';
import { execCli } from '../../test/cli-run.ts';
import { sharedDatabase } from '../../test/shared-database.ts';
import { runOperator } from './operator-main.ts';

const operatorCli = (env: Record<string, string>, ...args: string[]) =>
  execCli(runOperator, { ...env, LOG_LEVEL: 'silent' }, ...args);

describe('npm run operator -- keys, on the database', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  beforeAll(async () => {
    shared = await sharedDatabase('portal-operator-keys-');
  }, 60_000);
  afterAll(() => shared.drop());

  it('creates a key printed once, lists it without its secret, and revokes it', async () => {
    const created = await operatorCli(
      shared.env,
      'keys',
      'create',
      '--client',
      'ERP central',
      '--kinds',
      'affiliates,plans',
    );
    const key = /^\s+(imp\.[\w-]+\.[\w-]+)$/m.exec(created.stdout)?.[1];
    expect(created.stdout).toMatch(/^Integration key \d+ for ERP central \[affiliates, plans\]:/);
    expect(key).toBeDefined();
    const [, publicId, secret] = key!.split('.');

    const listed = await operatorCli(shared.env, 'keys', 'list');
    expect(listed.stdout).toContain(`imp.${publicId}  ERP central  [affiliates, plans]`);
    expect(listed.stdout).not.toContain(secret);

    const database = await shared.open();
    let id: number;
    try {
      const [row] = await database.db
        .select()
        .from(integrationKeys)
        .where(eq(integrationKeys.publicId, publicId!));
      expect(row!.secretHash).toBe(sha256(secret!));
      id = row!.id;
    } finally {
      await database.close();
    }

    const revoked = await operatorCli(shared.env, 'keys', 'revoke', String(id));
    expect(revoked.stdout).toMatch(
      new RegExp(`^Integration key ${id} \\(imp\\.${publicId}, ERP central\\) revoked`),
    );
    expect((await operatorCli(shared.env, 'keys', 'list')).stdout).toMatch(
      new RegExp(`imp\\.${publicId} .* REVOKED`),
    );
  }, 60_000);

  it('exits non-zero with the reason for a key that does not exist', async () => {
    await expect(operatorCli(shared.env, 'keys', 'revoke', '999999')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No existe esa clave de integración.'),
    });
  }, 60_000);
});
