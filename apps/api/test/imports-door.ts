import type { ImportJob, ImportKindName } from '@portal/contracts';
import { expect } from 'vitest';
import type { ImportKind, ImportReport } from '../src/modules/imports/engine/kind.ts';
import type { Importer } from '../src/modules/imports/jobs/importer.ts';
import { DEMO_INTEGRATION_KEY_TEXT } from '../src/seed/imports.ts';
import type { TestApp } from './test-app.ts';

/** What the door's tests share: the demo key, an engine that only reads, and polling a job. */

export const OPERATOR_KEY = 'operator-key-of-the-door-tests-0123456789';
export const demoKey = { 'x-integration-key': DEMO_INTEGRATION_KEY_TEXT };
export const operator = { 'x-operator-key': OPERATOR_KEY };

export const reportOf = (kind: ImportKindName, read: number): ImportReport => ({
  kind,
  read,
  new: read,
  changed: 0,
  unchanged: 0,
  retired: 0,
  refused: 0,
  problems: [],
  applied: true,
  dryRun: false,
  full: false,
});

/**
 * An engine that reads the whole file and counts its lines; `gate` holds every run until it is
 * opened (a job that is running while the test acts), `fail` makes it throw.
 */
export function readingImporter(
  options: { gate?: Promise<void>; fail?: boolean; missing?: ImportKindName[] } = {},
) {
  const runs: { kind: ImportKindName; bytes: number; options: object }[] = [];
  const importer: Importer = {
    async run(_deps, kind, input, runOptions) {
      let bytes = 0;
      let lines = 0;
      for await (const chunk of input as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        lines += chunk.toString('utf8').split('\n').length - 1;
      }
      await options.gate;
      if (options.fail) throw new Error('the engine broke');
      runs.push({ kind: kind.name, bytes, options: runOptions });
      return { ...reportOf(kind.name, lines), dryRun: runOptions.dryRun ?? false };
    },
    kind: (name) =>
      options.missing?.includes(name) ? undefined : ({ name } as ImportKind<unknown>),
  };
  return { importer: () => Promise.resolve(importer), runs };
}

export function upload(
  t: TestApp,
  kind: string,
  body: string,
  headers: Record<string, string> = demoKey,
  query = '',
) {
  return t.inject({
    method: 'POST',
    url: `/pre/imports/${kind}${query}`,
    headers: { 'content-type': 'text/csv', ...headers },
    payload: body,
  });
}

/** Reads the job until it has ended (the runner is in this process: it ends soon). */
export async function endedJob(t: TestApp, id: number, headers = demoKey): Promise<ImportJob> {
  for (let tries = 0; tries < 200; tries++) {
    const answer = await t.inject({ method: 'GET', url: `/pre/imports/jobs/${id}`, headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const job = answer.json<ImportJob>();
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${id} never ended`);
}
