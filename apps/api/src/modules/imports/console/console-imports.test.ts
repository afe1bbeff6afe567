import { readFileSync } from 'node:fs';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_KIND_REFUSED_OPTIONS,
  IMPORT_KINDS,
  type ConsoleImportJob,
} from '@portal/contracts';
import { IMPORT_KINDS_REGISTRY } from '../kinds/index.ts';
import { staffAudit } from '../../../db/schema/staff.ts';
import { expectError } from '../../../../test/helpers.ts';
import { AFFILIATE_HEADER, affiliateLine } from '../../../../test/imports.ts';
import { demoKey, upload } from '../../../../test/imports-door.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { demoStaff, openStaffSession } from '../../../../test/staff.ts';

const BASE = '/pre/consola/v0/importaciones';
const PLANS = readFileSync(new URL('../../../../../../docs/imports/plans.csv', import.meta.url));

/** The console's imports (docs/decisions/0064) with the real engine, as an administrator. */
describe("the console's imports: start one, watch it, read its report", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staffId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const session = await openStaffSession(t, demoStaff('admin').email);
    admin = session.headers;
    staffId = session.staffId;
  });
  afterAll(() => t.close());

  const start = (kind: string, body: string | Buffer, query = '') =>
    t.inject({
      method: 'POST',
      url: `${BASE}/${kind}${query}`,
      headers: { ...admin, 'content-type': 'text/csv' },
      payload: body,
    });
  const read = (url: string) => t.inject({ method: 'GET', url, headers: admin });
  async function ended(id: number): Promise<ConsoleImportJob> {
    for (let tries = 0; tries < 200; tries++) {
      const job = (await read(`${BASE}/trabajos/${id}`)).json<ConsoleImportJob>();
      if (job.status !== 'queued' && job.status !== 'running') return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} never ended`);
  }

  it("a dry run of the plans' example reports its counts, names its staff member and is audited", async () => {
    const started = await start('plans', PLANS, '?dryRun=true');
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<{ id: number }>();
    const job = await ended(id);
    expect(job).toMatchObject({
      kind: 'plans',
      status: 'done',
      source: 'console',
      startedBy: demoStaff('admin').name,
      dryRun: true,
      rejects: null,
      report: { read: 4, refused: 0, applied: false, dryRun: true },
    });

    const list = (await read(BASE)).json<ConsoleImportJob[]>();
    expect(list[0]).toMatchObject({ id, source: 'console', startedBy: demoStaff('admin').name });

    const [audit] = await t.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit).toMatchObject({
      staffId,
      action: 'import.started',
      targetKind: 'import-job',
      targetId: String(id),
      changes: { tipo: 'plans', dryRun: true, full: false, acceptPartial: false },
    });
  });

  it('a bad row is refused with its line, field and message; accepted in part it is in the reject file', async () => {
    const file = [
      AFFILIATE_HEADER,
      affiliateLine(35000001),
      affiliateLine(35000002, { sexo: 'Q' }),
    ].join('\n');
    const refused = await ended((await start('affiliates', file)).json<{ id: number }>().id);
    expect(refused).toMatchObject({ status: 'refused', report: { refused: 1, applied: false } });
    expect(refused.report!.problems).toEqual([
      { line: 3, field: 'sexo', message: expect.stringMatching(/\S/) as unknown },
    ]);

    const partial = await ended(
      (await start('affiliates', file, '?acceptPartial=true')).json<{ id: number }>().id,
    );
    expect(partial).toMatchObject({ status: 'done', report: { new: 1, refused: 1 } });
    expect(partial.rejects).toBe(`${BASE}/trabajos/${partial.id}/rechazos`);
    const rejects = await read(partial.rejects!);
    expect(rejects.statusCode).toBe(200);
    expect(rejects.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(rejects.body.split('\n')[1]).toMatch(/^35000002;.*;3;sexo;.+$/);
    expectError(await read(`${BASE}/trabajos/${refused.id}/rechazos`), 404, 'NOT_FOUND');
  });

  it("refuses what the door refuses: an option the kind refuses, another file's format, a busy kind", async () => {
    const money = await ended(
      (await start('payments', 'x', '?full=true')).json<{ id: number }>().id,
    );
    expect(money.status).toBe('refused');
    expect(money.report!.problems[0]!.message).toMatch(/\S/);

    expectError(
      await t.inject({
        method: 'POST',
        url: `${BASE}/plans`,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: '{}',
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(await read(`${BASE}/trabajos/999999`), 404, 'NOT_FOUND');
  });

  it("lists the machines' jobs too, with their key's client", async () => {
    const pushed = await upload(t, 'plans', PLANS.toString('utf8'), demoKey, '?dryRun=true');
    const { id } = pushed.json<{ id: number }>();
    await ended(id);
    const list = (await read(BASE)).json<ConsoleImportJob[]>();
    expect(list[0]).toMatchObject({ id, source: 'http', startedBy: expect.any(String) as unknown });
    expect(list.map((job) => job.id)).toEqual([...list.map((job) => job.id)].sort((a, b) => b - a));
  });
});

describe('the options a kind refuses', () => {
  it("the console's form disables exactly the options the engine refuses", () => {
    const engine = Object.fromEntries(
      IMPORT_KINDS.map((kind) => {
        const refuses = IMPORT_KINDS_REGISTRY[kind]?.refusesOptions;
        return [
          kind,
          { full: Boolean(refuses?.full), acceptPartial: Boolean(refuses?.acceptPartial) },
        ];
      }),
    );
    expect(engine).toEqual(IMPORT_KIND_REFUSED_OPTIONS);
  });
});
