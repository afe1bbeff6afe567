import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ImportJob } from '@portal/contracts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { openPostgres, type Database } from '../../../db/client.ts';
import { demoKey, readingImporter } from '../../../../test/imports-door.ts';
import { clonePostgresTemplate } from '../../../../test/test-app.ts';

/**
 * Two API processes on one PostgreSQL (two apps, each its own pool and its own running jobs):
 * one job per kind holds across them, because the database keeps it, not a process.
 */
describe('one import job per kind across processes', () => {
  let clone: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));

  beforeAll(async () => {
    clone = await clonePostgresTemplate();
    for (let i = 0; i < 2; i++) {
      const database = openPostgres(clone.url, 4);
      databases.push(database);
      const app = await buildApp({
        database,
        config: { ...loadConfig({}), logLevel: 'silent', guardCacheMs: 0 },
        mailer: { send: () => Promise.resolve() },
        tokenSecret: 'test-secret-0123456789abcdef',
        serveWeb: false,
        importer: readingImporter({ gate }).importer,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    open();
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await clone?.drop();
  });

  const send = (app: FastifyInstance, kind: string) =>
    app.inject({
      method: 'POST',
      url: `/pre/imports/${kind}`,
      headers: { ...demoKey, 'content-type': 'text/csv' },
      payload: 'contra\n1\n',
    });

  it('of two uploads of one kind at the same instant on two processes, one is queued and one refused', async () => {
    const answers = await Promise.all(apps.map((app) => send(app, 'affiliates')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json<{ code: string }>().code).toBe('IMPORT_BUSY');

    // While it runs on one process, the other refuses the kind and takes another.
    const [first] = answers.filter((answer) => answer.statusCode === 202);
    const id = first!.json<ImportJob>().id;
    for (const app of apps) expect((await send(app, 'affiliates')).statusCode).toBe(409);
    expect((await send(apps[1]!, 'plans')).statusCode).toBe(202);

    open();
    for (let tries = 0; tries < 200; tries++) {
      const job = (
        await apps[0]!.inject({ method: 'GET', url: `/pre/imports/jobs/${id}`, headers: demoKey })
      ).json<ImportJob>();
      if (job.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    for (let tries = 0; tries < 200; tries++) {
      const answer = await send(apps[1]!, 'affiliates');
      if (answer.statusCode === 202) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the kind never became free again');
  });
});
