import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, IntegrationKey } from '@portal/contracts';
import { expectError } from '../../../../test/helpers.ts';
import {
  OPERATOR_KEY,
  demoKey,
  endedJob,
  operator,
  upload,
} from '../../../../test/imports-door.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** The export over HTTP: the same key and scope as the push, the file its import reads. */
describe('GET /pre/imports/{kind}/export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { operatorKey: OPERATOR_KEY } });
  });
  afterAll(() => t.close());

  const exported = (kind: string, query = '', headers: Record<string, string> = demoKey) =>
    t.inject({ method: 'GET', url: `/pre/imports/${kind}/export${query}`, headers });

  it('answers CSV by default, as a UTF-8 attachment named after the kind and the day', async () => {
    const answer = await exported('plans');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="plans-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(answer.body).toContain(
      'plan;prepaga;descripcion;descuentoFarmacia;prestacion;modalidad;exceptuada;copago\n',
    );
  });

  it('answers NDJSON when asked; another format is a 400', async () => {
    const answer = await exported('providers', '?format=ndjson');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/x-ndjson');
    expect(answer.headers['content-disposition']).toMatch(/providers-.*\.ndjson"$/);
    const first = JSON.parse(answer.body.split('\n')[0]!) as Record<string, string>;
    expect(first).toMatchObject({ codigo: expect.any(String), lugar: expect.any(String) });
    expectError(await exported('providers', '?format=xlsx'), 400, 'VALIDATION');
  });

  it('the register exported and pushed back as a complete register changes nothing', async () => {
    const file = await exported('affiliates');
    expect(file.statusCode).toBe(200);
    const pushed = await upload(t, 'affiliates', file.body, demoKey, '?full=true');
    expect(pushed.statusCode, pushed.body).toBe(202);
    const job = await endedJob(t, pushed.json<ImportJob>().id);
    expect(job.status, JSON.stringify(job)).toBe('done');
    expect(job.report).toMatchObject({ applied: true, new: 0, changed: 0, retired: 0, refused: 0 });
    expect(job.report!.read).toBeGreaterThan(3_000);
  });

  it.each([
    [
      'settlements',
      /^\uFEFFexpediente;prestador;periodo;/,
      /\n\d+;100001;\d{6};[\d-]+;\w+;[\d,]+;[\d,]+;[\d,]+;[\d,]+;debitos;1;/,
    ],
    ['payments', /^\uFEFFordenPago;prestador;cuit;/, /\nOP-100001-\d{6};100001;\d{11};/],
    ['content', /^\uFEFFtipo;clave;titulo;/, /\nsucursal;\d+;/],
  ])("%s exports through the door, in its file's columns", async (kind, header, row) => {
    const file = await exported(kind);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toMatch(new RegExp(`filename="${kind}-`));
    expect(file.body).toMatch(header);
    expect(file.body).toMatch(row);
  });

  // The settlements' round trip (tens of thousands of lines) is kinds/export-round-trip.test.ts's.
  it.each(['payments', 'content'])(
    '%s exported and pushed back changes nothing',
    async (kind) => {
      const file = await exported(kind);
      const pushed = await upload(t, kind, file.body);
      expect(pushed.statusCode, pushed.body).toBe(202);
      const job = await endedJob(t, pushed.json<ImportJob>().id);
      expect(job.status, JSON.stringify(job)).toBe('done');
      expect(job.report).toMatchObject({
        applied: true,
        new: 0,
        changed: 0,
        retired: 0,
        refused: 0,
      });
      expect(job.report!.unchanged).toBeGreaterThan(0);
    },
    60_000,
  );

  it('the key must hold the kind, as for the push: 403 out of scope, 401 without a key', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/pre/ops/integration-keys',
      headers: operator,
      payload: { client: 'Sólo planes', kinds: ['plans'] },
    });
    const key = { 'x-integration-key': created.json<IntegrationKey & { key: string }>().key };
    expect((await exported('plans', '', key)).statusCode).toBe(200);
    expectError(await exported('affiliates', '', key), 403, 'FORBIDDEN');
    expectError(await exported('affiliates', '', {}), 401, 'INTEGRATION_KEY_INVALID');
  });
});
