import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/core.ts';
import { supportCaseFiles, supportCaseStages, supportCases } from '../db/schema/support-cases.ts';
import { execCli } from '../../test/cli-run.ts';
import { DEMO } from '../../test/helpers.ts';
import { sharedDatabase } from '../../test/shared-database.ts';
import { demoCase, PDF } from '../../test/support-cases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Db } from '../db/client.ts';
import { runOperator } from './operator-main.ts';

const lastStage = async (db: Db, nro: number) => {
  const [row] = await db
    .select({ stage: supportCaseStages, estado: supportCases.estado })
    .from(supportCaseStages)
    .innerJoin(supportCases, eq(supportCases.id, supportCaseStages.caseId))
    .where(eq(supportCases.nroTramite, nro))
    .orderBy(desc(supportCaseStages.id))
    .limit(1);
  return row!;
};

const operatorCli = (env: Record<string, string>, ...args: string[]) =>
  execCli(runOperator, { ...env, USER: 'os-user', LOG_LEVEL: 'silent' }, ...args);

describe('npm run operator, on the database', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let dir: string;
  beforeAll(async () => {
    shared = await sharedDatabase('portal-operator-');
    dir = await mkdtemp(join(tmpdir(), 'portal-operator-files-'));
  }, 60_000);
  afterAll(async () => {
    await shared.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('asks a provider for information with a file: estado 2, the operator on the stage, a mail', async () => {
    const file = join(dir, 'Modelo de planilla.pdf');
    await writeFile(file, PDF);
    const nro = demoCase('demo-contracting-pending');
    const { stdout } = await operatorCli(
      shared.env,
      'ask',
      String(nro),
      '-m',
      'Envíe la planilla',
      '--operator',
      'laura',
      '--file',
      file,
    );
    expect(stdout).toContain(`Case ${nro}: now estado 2 (observado)`);

    const database = await shared.open();
    try {
      const { stage, estado } = await lastStage(database.db, nro);
      expect(estado).toBe(2);
      expect(stage).toMatchObject({
        accion: 'solicitar-informacion',
        operator: 'laura',
        obsColaborador: 'Envíe la planilla',
      });
      const files = await database.db
        .select()
        .from(supportCaseFiles)
        .where(eq(supportCaseFiles.stageId, stage.id));
      expect(files.map((f) => [f.fileName, f.origin])).toEqual([
        ['Modelo de planilla.pdf', 'SCAP'],
      ]);
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, DEMO.demo))
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(mail?.subject).toBe(`Trámite ${nro}: necesitamos información`);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('auth: observes a request with a file, then lists it among the observed', async () => {
    const file = join(dir, 'modelo.pdf');
    await writeFile(file, PDF);
    const { stdout } = await operatorCli(
      shared.env,
      'auth',
      'observe',
      '7000101',
      '-m',
      'Adjunte la orden firmada',
      '--operator',
      'laura',
      '--file',
      file,
    );
    expect(stdout).toContain('Request 7000101: now Observado (Observado), step Auditoría médica.');
    const listed = await operatorCli(
      shared.env,
      'auth',
      'list',
      '--provider',
      '100001',
      '--estado',
      'observado',
    );
    expect(listed.stdout).toContain('7000101  prestador 100001  Observado');
    const database = await shared.open();
    try {
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, DEMO.demo))
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(mail?.subject).toBe('Trámite 7000101: observado');
    } finally {
      await database.close();
    }
    const finished = await operatorCli(shared.env, 'auth', 'approve', '7000103').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(finished?.code).toBe(1);
    expect(finished?.stderr).toContain('El trámite ya está finalizado: no admite más decisiones.');
  }, 60_000);

  it('lists a provider’s cases', async () => {
    const { stdout } = await operatorCli(
      shared.env,
      'list',
      '--provider',
      '200001',
      '--estado',
      '2',
    );
    expect(stdout).toContain(String(demoCase('interior-contracting-awaiting-reply')));
    expect(stdout).not.toContain(String(demoCase('demo-settlement-awaiting-reply')));
  }, 60_000);

  it('a refused action exits 1 with the reason, and a usage error exits 2', async () => {
    const finished = await operatorCli(
      shared.env,
      'finish',
      String(demoCase('demo-settlement-finished')),
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(finished?.code).toBe(1);
    expect(finished?.stderr).toContain('operator: El trámite está finalizado y no admite cambios.');
    const usage = await operatorCli(shared.env, 'ask').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(usage?.code).toBe(2);
    expect(usage?.stderr).toContain('Usage: npm run operator --');
  }, 60_000);
});

describe('npm run operator, through the running server', () => {
  const KEY = 'operator-key-for-tests-0123456789';
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { operatorKey: KEY } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The server holds the embedded database: its lock tells the command where to go.
    dir = await mkdtemp(join(tmpdir(), 'portal-operator-lock-'));
    await writeFile(
      join(dir, 'portal.lock'),
      // The command runs in this process, whose own pid in a lock reads as no lock: the lock
      // names another live process (Vitest's), as a server started apart would.
      JSON.stringify({ pid: process.ppid, url, operatorKey: KEY }),
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('finalises a case through the server’s operator endpoint', async () => {
    const nro = demoCase('interior-settlement-pending');
    const { stdout } = await operatorCli(
      { DATABASE_URL: '', PGLITE_DIR: dir },
      'finish',
      String(nro),
      '-m',
      'Resuelto',
    );
    expect(stdout).toContain(`Case ${nro}: now estado 4 (finalizado)`);
    const { stage, estado } = await lastStage(t.db, nro);
    expect(estado).toBe(4);
    expect(stage).toMatchObject({
      accion: 'finalizar',
      operator: 'os-user',
      obsColaborador: 'Resuelto',
    });

    const again = await operatorCli(
      { DATABASE_URL: '', PGLITE_DIR: dir },
      'close',
      String(nro),
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(again?.code).toBe(1);
    expect(again?.stderr).toContain('El trámite está finalizado y no admite cambios.');
  }, 60_000);

  it('auth: approves a request through the server’s operator endpoint', async () => {
    const { stdout } = await operatorCli(
      { DATABASE_URL: '', PGLITE_DIR: dir },
      'auth',
      'approve',
      '7000201',
    );
    expect(stdout).toContain('Request 7000201: now Aprobado (Finalizado), step Resolución.');
  }, 60_000);
});
