import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knownMigrations } from '../../src/db/applied-migrations.ts';
import { spawnApiServer } from '../child-server.ts';
import { demoLoginStatus } from './demo-login.ts';
import { sharedDatabase } from '../shared-database.ts';
import { emptyPostgresDatabase } from './empty-postgres.ts';

const LATEST = knownMigrations().at(-1)!.tag;
const PREVIOUS = knownMigrations().at(-2)!.tag;

/** A server start that must not serve: its exit code and what it printed. */
async function refusedStart(env: Record<string, string>) {
  const server = await spawnApiServer({ env, readyPath: null });
  const code = await Promise.race([
    server.exit,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
  ]);
  await server.kill();
  return { code, output: server.output() };
}

/** An empty database on the run's engine and the variables that select it. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const database = await emptyPostgresDatabase();
    return { env: { DATABASE_URL: database.url }, drop: () => database.drop() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'portal-startup-'));
  return {
    env: { DATABASE_URL: '', PGLITE_DIR: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

describe('a process on a schema that is not its code’s refuses to serve', () => {
  it('a newer schema (a migration this code does not know): exit 1, naming both', async () => {
    const shared = await sharedDatabase('portal-startup-');
    try {
      const database = await shared.open();
      await database.db.execute(sql`
        insert into drizzle.__drizzle_migrations (hash, created_at)
        values ('from-a-newer-version', 4102444800000)`);
      await database.close();
      const { code, output } = await refusedStart(shared.env);
      expect(code).toBe(1);
      expect(output).toContain(
        'The database schema is newer than this code: the database has migration an unknown ' +
          `migration of 2100-01-01T00:00:00.000Z, this code knows migrations up to ${LATEST}.`,
      );
    } finally {
      await shared.drop();
    }
  }, 60_000);

  it('an older schema with MIGRATE_ON_START=false: exit 1, telling to run npm run migrate', async () => {
    const shared = await sharedDatabase('portal-startup-');
    try {
      const database = await shared.open();
      await database.db.execute(sql`
        delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      await database.close();
      const { code, output } = await refusedStart({ ...shared.env, MIGRATE_ON_START: 'false' });
      expect(code).toBe(1);
      expect(output).toContain(
        `The database schema is older than this code: the database is at migration ${PREVIOUS}, ` +
          `this code needs ${LATEST}. Run \`npm run migrate\``,
      );
    } finally {
      await shared.drop();
    }
  }, 60_000);

  it('npm run migrate as a deploy step, then a start with MIGRATE_ON_START=false serves', async () => {
    const empty = await emptyDatabase();
    try {
      const refused = await refusedStart({ ...empty.env, MIGRATE_ON_START: 'false' });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('the database is at migration none (an empty database)');

      const migrate = spawn(process.execPath, ['apps/api/src/cli/migrate.ts'], {
        cwd: new URL('../../../../', import.meta.url),
        env: { ...process.env, ...empty.env },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let printed = '';
      migrate.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      const [exitCode] = (await once(migrate, 'exit')) as [number];
      expect(exitCode).toBe(0);
      expect(printed).toContain(
        `Schema at ${LATEST}: applied ${knownMigrations().length} migrations.`,
      );

      const server = await spawnApiServer({ env: { ...empty.env, MIGRATE_ON_START: 'false' } });
      try {
        // The migrate step seeds nothing: no demo account can log in.
        expect(await demoLoginStatus(server.baseUrl)).toBe(401);
      } finally {
        await server.stop();
      }
    } finally {
      await empty.drop();
    }
  }, 90_000);
});
