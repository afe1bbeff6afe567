import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';

describe('POST /pre/ops/external-grants (operator endpoint)', () => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { operatorKey: OPERATOR_KEY } });
    closed = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await closed.close();
  });

  const grant = (app: TestApp, key: string | undefined, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/pre/ops/external-grants',
      headers: key ? { 'x-operator-key': key } : {},
      payload,
    });
  const readOnlyDemo = { email: 'demo@prestadores.test', mode: 'readOnly', operator: 'soporte' };

  it('does not exist on a server without an operator key', async () => {
    const response = await grant(closed, OPERATOR_KEY, readOnlyDemo);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a caller without the operator key, or with a wrong one', async () => {
    expect((await grant(t, undefined, readOnlyDemo)).statusCode).toBe(403);
    expect((await grant(t, 'not-the-key', readOnlyDemo)).statusCode).toBe(403);
  });

  it('gives the operator a one-time link whose code opens a read-only session of the user', async () => {
    const response = await grant(t, OPERATOR_KEY, readOnlyDemo);
    expect(response.statusCode).toBe(200);
    const { link, mode, operator } = response.json();
    expect({ mode, operator }).toEqual({ mode: 'readOnly', operator: 'soporte' });
    const encoded = new URL(link).searchParams.get('externalAuth')!;
    const entry = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    expect(entry.model).toEqual({ soloLectura: true, impersonado: false });

    const opened = await t.inject({
      method: 'POST',
      url: '/pre/v0/auth-external',
      payload: { code: entry.code },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().authData.mode).toBe('readOnly');
  });

  it('answers 400 for an unknown user or a bad body, and issues nothing', async () => {
    const unknown = await grant(t, OPERATOR_KEY, {
      ...readOnlyDemo,
      email: 'nadie@prestadores.test',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('GRANT_REFUSED');
    const bad = await grant(t, OPERATOR_KEY, { ...readOnlyDemo, mode: 'admin' });
    expect(bad.statusCode).toBe(400);
  });
});
