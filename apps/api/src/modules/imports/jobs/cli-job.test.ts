import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@portal/contracts';
import { expectError } from '../../../../test/helpers.ts';
import {
  demoKey,
  endedJob,
  readingImporter,
  reportOf,
  upload,
} from '../../../../test/imports-door.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { runCliJob } from './cli-job.ts';

/** The command line and the HTTP door keep one import per kind between them (ADR 0053). */
describe('one import per kind across both doors', () => {
  let t: TestApp;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  beforeAll(async () => {
    t = await createTestApp({ importer: readingImporter({ gate }).importer });
  });
  afterAll(async () => {
    open();
    await t.close();
  });

  const cli = (run: () => Promise<void> = () => Promise.resolve()) =>
    runCliJob(
      { db: t.db, clock: t.clock },
      { kind: 'plans', full: false, dryRun: false, acceptPartial: false, bytes: 10 },
      async () => {
        await run();
        return reportOf('plans', 1);
      },
    );

  it('while a command-line import of a kind runs, a push of it is answered 409 naming it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const command = cli(() => {
      started();
      return held;
    });
    await running;

    const refused = await upload(t, 'plans', 'plan\n1\n');
    expectError(refused, 409, 'IMPORT_BUSY', /trabajo \d+, desde la línea de comandos/);
    // Another kind is free meanwhile.
    expect((await upload(t, 'providers', 'codigo\n1\n')).statusCode).toBe(202);

    release();
    expect(await command).toMatchObject({ ran: true, report: { applied: true } });
    const pushed = await upload(t, 'plans', 'plan\n1\n');
    expect(pushed.statusCode, pushed.body).toBe(202);
    open();
    await endedJob(t, pushed.json<ImportJob>().id);
  });

  it('while a push of a kind is queued or running, the command is refused and runs nothing', async () => {
    let reopen!: () => void;
    const t2 = await createTestApp({
      importer: readingImporter({ gate: new Promise<void>((resolve) => (reopen = resolve)) })
        .importer,
    });
    try {
      const pushed = await upload(t2, 'affiliates', 'contra\n1\n', demoKey);
      expect(pushed.statusCode).toBe(202);
      let ran = false;
      const result = await runCliJob(
        { db: t2.db, clock: t2.clock },
        { kind: 'affiliates', full: true, dryRun: false, acceptPartial: false, bytes: 1 },
        () => {
          ran = true;
          return Promise.resolve(reportOf('affiliates', 1));
        },
      );
      expect(ran).toBe(false);
      expect(result).toMatchObject({
        ran: false,
        busy: { id: pushed.json<ImportJob>().id, source: 'http' },
      });
      reopen();
      await endedJob(t2, pushed.json<ImportJob>().id);
    } finally {
      reopen();
      await t2.close();
    }
  });
});
