import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationKey } from '@portal/contracts';
import { integrationKeys } from '../../../db/schema/imports.ts';
import { sha256 } from '../../../lib/crypto.ts';
import { DEMO, expectError } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  OPERATOR_KEY,
  demoKey,
  endedJob,
  operator,
  readingImporter,
  upload,
} from '../../../../test/imports-door.ts';

const INVALID = 'La clave de integración falta, no es válida o fue revocada.';
const OUT_OF_SCOPE = 'La clave de integración no permite importar este tipo de archivo.';

describe('integration keys: created by an operator, scoped, hashed at rest, revocable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { operatorKey: OPERATOR_KEY },
      importer: readingImporter().importer,
    });
  });
  afterAll(() => t.close());

  const create = (client: string, kinds: string[]) =>
    t.inject({
      method: 'POST',
      url: '/pre/ops/integration-keys',
      headers: operator,
      payload: { client, kinds },
    });

  it('answers a new key once, keeps only the hash of its secret, and never lists the secret', async () => {
    const answer = await create('ERP de prueba', ['plans']);
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json<IntegrationKey & { key: string }>();
    expect(created).toMatchObject({ client: 'ERP de prueba', kinds: ['plans'], revokedAt: null });
    const [, publicId, secret] = created.key.split('.');
    expect(created.prefix).toBe(`imp.${publicId}`);

    const [row] = await t.db
      .select()
      .from(integrationKeys)
      .where(eq(integrationKeys.id, created.id));
    expect(row!.secretHash).toBe(sha256(secret!));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await t.inject({
      method: 'GET',
      url: '/pre/ops/integration-keys',
      headers: operator,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json<IntegrationKey[]>().map((key) => key.client)).toContain('ERP de prueba');

    const used = await upload(t, 'plans', 'a\n', { 'x-integration-key': created.key });
    expect(used.statusCode, used.body).toBe(202);
    await endedJob(t, used.json<{ id: number }>().id, { 'x-integration-key': created.key });
  });

  it('refuses a kind outside the key’s scope with 403, and takes it for the kinds it holds', async () => {
    const key = (await create('Sólo planes', ['plans'])).json<{ key: string }>().key;
    expectError(
      await upload(t, 'affiliates', 'a\n', { 'x-integration-key': key }),
      403,
      'FORBIDDEN',
      OUT_OF_SCOPE,
    );
    expectError(
      await upload(t, 'settlements', 'a\n', { 'x-integration-key': key }),
      403,
      'FORBIDDEN',
      OUT_OF_SCOPE,
    );
  });

  it('refuses a revoked key from the moment it is revoked, on uploads and reads alike', async () => {
    const created = (await create('Revocada', ['affiliates'])).json<
      IntegrationKey & { key: string }
    >();
    const headers = { 'x-integration-key': created.key };
    expect((await t.inject({ method: 'GET', url: '/pre/imports/jobs', headers })).statusCode).toBe(
      200,
    );

    const revoked = await t.inject({
      method: 'DELETE',
      url: `/pre/ops/integration-keys/${created.id}`,
      headers: operator,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<IntegrationKey>().revokedAt).not.toBeNull();

    expectError(
      await upload(t, 'affiliates', 'a\n', headers),
      401,
      'INTEGRATION_KEY_INVALID',
      INVALID,
    );
    expectError(
      await t.inject({ method: 'GET', url: '/pre/imports/jobs', headers }),
      401,
      'INTEGRATION_KEY_INVALID',
      INVALID,
    );
  });

  it('refuses every caller without a valid key: nobody, a wrong secret, a provider session, the operator key', async () => {
    const [, publicId] = demoKey['x-integration-key'].split('.');
    const session = (await t.login(DEMO.demo)).headers;
    for (const headers of [
      {} as Record<string, string>,
      { 'x-integration-key': `imp.${publicId}.not-the-secret-of-this-key-000` },
      { 'x-integration-key': 'imp.nokeyhere.abcdefghijklmnopqrstuvwxyz' },
      { 'x-integration-key': 'garbage' },
      session,
      operator,
    ]) {
      expectError(await upload(t, 'affiliates', 'a\n', headers), 401, 'INTEGRATION_KEY_INVALID');
      expectError(
        await t.inject({ method: 'GET', url: '/pre/imports/jobs', headers }),
        401,
        'INTEGRATION_KEY_INVALID',
      );
    }
  });

  it('keeps the key operations the operators’: a key or a session gets no key list', async () => {
    const session = (await t.login(DEMO.demo)).headers;
    for (const headers of [demoKey, session, {}]) {
      const answer = await t.inject({ method: 'GET', url: '/pre/ops/integration-keys', headers });
      expectError(answer, 403, 'FORBIDDEN');
    }
  });

  it('answers 404 for revoking a key that does not exist', async () => {
    expectError(
      await t.inject({
        method: 'DELETE',
        url: '/pre/ops/integration-keys/999999',
        headers: operator,
      }),
      404,
      'NOT_FOUND',
    );
  });
});
