import { readdir } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@portal/contracts';
import { writeLimitHits } from '../../../db/schema/core.ts';
import { importJobs, integrationKeys } from '../../../db/schema/imports.ts';
import { DEMO_INTEGRATION_KEY } from '../../../seed/imports.ts';
import { expectError } from '../../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  OPERATOR_KEY,
  demoKey,
  endedJob,
  operator,
  readingImporter,
  upload,
} from '../../../../test/imports-door.ts';

const REGISTER = 'contra;inte\n30000001;1\n30000002;1\n';
const demoKeyId = async (t: TestApp) => {
  const [row] = await t.db
    .select({ id: integrationKeys.id })
    .from(integrationKeys)
    .where(eq(integrationKeys.publicId, DEMO_INTEGRATION_KEY.publicId));
  return row!.id;
};
const jobCount = async (t: TestApp) => (await t.db.select({ n: count() }).from(importJobs))[0]!.n;

describe('the upload: streamed to a spool file, run as a job, its report read by the key', () => {
  let t: TestApp;
  const engine = readingImporter();
  const spoolDir = mkdtempSync(join(tmpdir(), 'portal-spool-'));
  beforeAll(async () => {
    t = await createTestApp({
      config: { operatorKey: OPERATOR_KEY, importMaxBytes: 4096, importSpoolDir: spoolDir },
      importer: engine.importer,
    });
  });
  afterAll(() => t.close());

  it('answers 202 with the job, which ends done with the report; the spooled file is gone', async () => {
    const answer = await upload(t, 'affiliates', REGISTER, demoKey, '?full=true&dryRun=0');
    expect(answer.statusCode, answer.body).toBe(202);
    const accepted = answer.json<{ id: number; kind: string; status: string }>();
    expect(accepted).toEqual({ id: accepted.id, kind: 'affiliates', status: 'queued' });

    const job = await endedJob(t, accepted.id);
    expect(job).toMatchObject({
      kind: 'affiliates',
      status: 'done',
      full: true,
      dryRun: false,
      acceptPartial: false,
      bytes: Buffer.byteLength(REGISTER),
      rows: 3,
      error: null,
      report: { kind: 'affiliates', read: 3, applied: true },
    });
    expect(job.finishedAt).not.toBeNull();
    expect(engine.runs.at(-1)).toMatchObject({
      kind: 'affiliates',
      bytes: Buffer.byteLength(REGISTER),
      options: { full: true, dryRun: false, acceptPartial: false, fileName: 'upload.csv' },
    });
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('takes NDJSON (charset and all) and tells the engine so', async () => {
    const answer = await upload(t, 'plans', '{"a":1}\n', {
      ...demoKey,
      'content-type': 'application/x-ndjson; charset=utf-8',
    });
    expect(answer.statusCode, answer.body).toBe(202);
    await endedJob(t, answer.json<ImportJob>().id);
    expect(engine.runs.at(-1)?.options).toMatchObject({ fileName: 'upload.ndjson' });
  });

  it('lists the key’s recent jobs, newest first, of one kind when asked', async () => {
    const all = await t.inject({ method: 'GET', url: '/pre/imports/jobs', headers: demoKey });
    const kinds = all.json<ImportJob[]>().map((job) => job.kind);
    expect(kinds.slice(0, 2)).toEqual(['plans', 'affiliates']);
    const plans = await t.inject({
      method: 'GET',
      url: '/pre/imports/jobs?kind=plans',
      headers: demoKey,
    });
    expect(plans.json<ImportJob[]>().every((job) => job.kind === 'plans')).toBe(true);
  });

  it('answers another key’s job as one that does not exist', async () => {
    const other = await t.inject({
      method: 'POST',
      url: '/pre/ops/integration-keys',
      headers: operator,
      payload: { client: 'Otro sistema', kinds: ['affiliates'] },
    });
    const headers = { 'x-integration-key': other.json<{ key: string }>().key };
    const [mine] = (
      await t.inject({ method: 'GET', url: '/pre/imports/jobs', headers: demoKey })
    ).json<ImportJob[]>();
    expectError(
      await t.inject({ method: 'GET', url: `/pre/imports/jobs/${mine!.id}`, headers }),
      404,
      'NOT_FOUND',
    );
    expect((await t.inject({ method: 'GET', url: '/pre/imports/jobs', headers })).json()).toEqual(
      [],
    );
  });

  it('refuses a body that is no CSV or NDJSON with 415, and leaves no job', async () => {
    const before = await jobCount(t);
    expectError(
      await upload(t, 'affiliates', '{"contra":1}', {
        ...demoKey,
        'content-type': 'application/json',
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(
      await t.inject({ method: 'POST', url: '/pre/imports/affiliates', headers: demoKey }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await jobCount(t)).toBe(before);
  });

  it('refuses a file past IMPORT_MAX_BYTES with 413, whether it says its length or not, leaving no job and no file', async () => {
    const before = await jobCount(t);
    const big = 'x'.repeat(4097);
    const told = await upload(t, 'affiliates', big);
    expectError(told, 413, 'IMPORT_TOO_LARGE');
    expect(told.json<{ message: string }>().message).toBe(
      'El archivo supera el máximo que acepta el servidor (4.096 bytes).',
    );
    // Chunked: no Content-Length, so the door counts the bytes as they come.
    const streamed = await t.inject({
      method: 'POST',
      url: '/pre/imports/affiliates',
      headers: { ...demoKey, 'content-type': 'text/csv' },
      payload: Readable.from([Buffer.alloc(3000, 'a'), Buffer.alloc(3000, 'b')]),
    });
    expectError(streamed, 413, 'IMPORT_TOO_LARGE');
    expect(await jobCount(t)).toBe(before);
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('counts uploads against the key’s write limit: past it, 429 and no job', async () => {
    const keyId = await demoKeyId(t);
    const now = t.clock.now();
    await t.db
      .insert(writeLimitHits)
      .values(Array.from({ length: 30 }, () => ({ key: `imports:import:key:${keyId}`, at: now })));
    const before = await jobCount(t);
    const answer = await upload(t, 'providers', REGISTER);
    expectError(answer, 429, 'USER_WRITE_LIMIT');
    expect(await jobCount(t)).toBe(before);
    await t.db.delete(writeLimitHits);
  });
});

describe('one job per kind at a time, and a job that cannot finish', () => {
  it('refuses a second upload of a kind while one runs (409), takes another kind, and the kind again once it ended', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const t = await createTestApp({ importer: readingImporter({ gate }).importer });
    try {
      const first = await upload(t, 'affiliates', REGISTER);
      expect(first.statusCode, first.body).toBe(202);
      const id = first.json<ImportJob>().id;
      const second = await upload(t, 'affiliates', REGISTER);
      expectError(second, 409, 'IMPORT_BUSY', new RegExp(`trabajo ${id}`));
      const other = await upload(t, 'plans', REGISTER);
      expect(other.statusCode, other.body).toBe(202);
      const running = await t.inject({
        method: 'GET',
        url: `/pre/imports/jobs/${id}`,
        headers: demoKey,
      });
      expect(running.json<ImportJob>().status).toBe('running');

      open();
      expect((await endedJob(t, id)).status).toBe('done');
      await endedJob(t, other.json<ImportJob>().id);
      const again = await upload(t, 'affiliates', REGISTER);
      expect(again.statusCode, again.body).toBe(202);
      await endedJob(t, again.json<ImportJob>().id);
    } finally {
      await t.close();
    }
  });

  it('refuses a kind the engine has not got yet with 404, before reading the file', async () => {
    const t = await createTestApp({
      importer: readingImporter({ missing: ['providers'] }).importer,
    });
    try {
      expectError(
        await upload(t, 'providers', REGISTER),
        404,
        'IMPORT_KIND_UNAVAILABLE',
        'Este tipo de importación todavía no está disponible.',
      );
      expect(await jobCount(t)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('marks a job failed, with a Spanish reason, when the engine throws', async () => {
    const t = await createTestApp({ importer: readingImporter({ fail: true }).importer });
    try {
      const answer = await upload(t, 'affiliates', REGISTER);
      const job = await endedJob(t, answer.json<ImportJob>().id);
      expect(job).toMatchObject({
        status: 'failed',
        report: null,
        error: 'La importación no pudo terminar por un error del servidor. No se aplicó nada.',
      });
    } finally {
      await t.close();
    }
  });

  it('fails a job whose process stopped (no heartbeat for a minute), so its kind is free again', async () => {
    const t = await createTestApp({ importer: readingImporter().importer });
    try {
      const stale = new Date(t.clock.now().getTime() - 61_000);
      const keyId = await demoKeyId(t);
      const [dead] = await t.db
        .insert(importJobs)
        .values({
          kind: 'affiliates',
          keyId,
          status: 'running',
          full: false,
          dryRun: false,
          acceptPartial: false,
          bytes: 10,
          createdAt: stale,
          startedAt: stale,
          heartbeatAt: stale,
        })
        .returning();
      const answer = await upload(t, 'affiliates', REGISTER);
      expect(answer.statusCode, answer.body).toBe(202);
      const [after] = await t.db.select().from(importJobs).where(eq(importJobs.id, dead!.id));
      expect(after).toMatchObject({
        status: 'failed',
        error:
          'El proceso que corría la importación se detuvo antes de terminarla. No se aplicó nada.',
      });
      await endedJob(t, answer.json<ImportJob>().id);
    } finally {
      await t.close();
    }
  });
});
