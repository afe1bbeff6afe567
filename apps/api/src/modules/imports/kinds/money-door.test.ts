import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, IntegrationKey } from '@portal/contracts';
import { MONEY_IMPORT_MESSAGES } from '@portal/domain/imports';
import { exampleFile } from '../../../../test/imports.ts';
import {
  demoKey,
  endedJob,
  OPERATOR_KEY,
  operator,
  upload,
} from '../../../../test/imports-door.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** Settlements and payments pushed through the HTTP door, with the real engine. */
describe('settlements and payments through the HTTP door', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { operatorKey: OPERATOR_KEY } });
  });
  afterAll(() => t.close());

  it.each([
    ['settlements', 'settlements.csv', 7],
    ['payments', 'payments.csv', 3],
  ] as const)(
    '%s: a key scoped to the kind imports the example; --full is refused',
    async (kind, file, rows) => {
      const created = await t.inject({
        method: 'POST',
        url: '/pre/ops/integration-keys',
        headers: operator,
        payload: { client: `ERP ${kind}`, kinds: [kind] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const key = { 'x-integration-key': created.json<IntegrationKey & { key: string }>().key };

      const pushed = await upload(t, kind, exampleFile(file).toString('utf8'), key);
      expect(pushed.statusCode, pushed.body).toBe(202);
      const job = await endedJob(t, pushed.json<ImportJob>().id, key);
      expect(job).toMatchObject({
        status: 'done',
        report: { kind, read: rows, new: rows, applied: true },
      });

      const full = await upload(t, kind, exampleFile(file).toString('utf8'), demoKey, '?full=true');
      const refused = await endedJob(t, full.json<ImportJob>().id);
      expect(refused.report).toMatchObject({
        applied: false,
        problems: [{ line: 0, message: MONEY_IMPORT_MESSAGES.notFull }],
      });
    },
  );
});
