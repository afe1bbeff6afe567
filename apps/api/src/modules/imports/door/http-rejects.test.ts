import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@portal/contracts';
import { expectError } from '../../../../test/helpers.ts';
import {
  AFFILIATE_HEADER,
  affiliateLine,
  importBytes,
  memoryWritable,
} from '../../../../test/imports.ts';
import { demoKey, endedJob, upload } from '../../../../test/imports-door.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { affiliatesKind } from '../kinds/affiliates.ts';

/** accept-partial over HTTP: the refused rows come back as the CLI's reject file. */
describe('GET /pre/imports/jobs/{id}/rejects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rejectsOf = (id: number) =>
    t.inject({ method: 'GET', url: `/pre/imports/jobs/${id}/rejects`, headers: demoKey });

  it('a partial push keeps its refused rows: the job links them, the file is the CLI one', async () => {
    const file = [
      AFFILIATE_HEADER,
      affiliateLine(34000001),
      affiliateLine(34000002, { sexo: 'Q' }),
      affiliateLine(34000003, { plan: '999', apellido: '"Dice ""hola""; chau"' }),
    ].join('\n');
    const pushed = await upload(t, 'affiliates', file, demoKey, '?acceptPartial=true');
    expect(pushed.statusCode, pushed.body).toBe(202);
    const job = await endedJob(t, pushed.json<ImportJob>().id);
    expect(job).toMatchObject({ status: 'done', report: { applied: true, new: 1, refused: 2 } });
    expect(job.rejects).toBe(`/pre/imports/jobs/${job.id}/rejects`);

    const answer = await t.inject({ method: 'GET', url: job.rejects!, headers: demoKey });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="affiliates-${job.id}.rechazos.csv"`,
    );
    // The CLI's reject file of the same rows (a dry run here, on the same database).
    const cli = memoryWritable();
    await importBytes(t.db, affiliatesKind, file, {
      acceptPartial: true,
      dryRun: true,
      rejectTo: cli.stream,
    });
    expect(answer.body).toBe(cli.text());
    const lines = answer.body.split('\n');
    expect(lines[0]).toBe(`\uFEFF${AFFILIATE_HEADER};linea;campo;motivo`);
    expect(lines[1]).toMatch(/^34000002;.*;3;sexo;.+$/);
    expect(lines[2]).toMatch(/^34000003;1;1;1;24000003;"Dice ""hola""; chau";.*;4;plan;.+$/);
  });

  it('a job with no refused row, or not partial, has none: rejects null, the download 404', async () => {
    const pushed = await upload(
      t,
      'affiliates',
      [AFFILIATE_HEADER, affiliateLine(34000011)].join('\n'),
      demoKey,
      '?acceptPartial=true',
    );
    const clean = await endedJob(t, pushed.json<ImportJob>().id);
    expect(clean).toMatchObject({ status: 'done', rejects: null });
    expectError(await rejectsOf(clean.id), 404, 'NOT_FOUND', /no tiene archivo de rechazos/);

    const whole = await upload(
      t,
      'affiliates',
      [AFFILIATE_HEADER, affiliateLine(34000012, { sexo: 'Q' })].join('\n'),
    );
    const refused = await endedJob(t, whole.json<ImportJob>().id);
    expect(refused).toMatchObject({ status: 'refused', rejects: null });
    expectError(await rejectsOf(refused.id), 404, 'NOT_FOUND');
    expectError(await rejectsOf(999_999), 404, 'NOT_FOUND');
  });
});
