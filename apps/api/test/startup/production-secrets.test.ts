import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnApiServer } from '../child-server.ts';
import { demoLoginStatus } from './demo-login.ts';

/** The rule itself: src/config-secrets.test.ts. Here, what an operator sees at start. */
describe('a production start with a secret missing', () => {
  it('exits 1 before opening any database, naming USER_LINK_KEY and how to make one', async () => {
    const server = await spawnApiServer({
      env: {
        NODE_ENV: 'production',
        USER_LINK_KEY: '',
        TOKEN_SECRET: 'a'.repeat(64),
        // Were it opened, this start would fail differently: it is never reached.
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      },
      readyPath: null,
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain(
      'Refusing to start in production (NODE_ENV=production) with unsafe secrets:\n' +
        '  - USER_LINK_KEY is unset (the development key committed in config.ts would seal the user links)\n' +
        'Set each one to a new random value, e.g. the output of `openssl rand -hex 32`',
    );
  }, 30_000);
});

describe('a production start with its secrets set', () => {
  it('serves an empty database without seeding the demo accounts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-production-'));
    const server = await spawnApiServer({
      env: {
        NODE_ENV: 'production',
        USER_LINK_KEY: 'b'.repeat(64),
        TOKEN_SECRET: 'c'.repeat(64),
        DATABASE_URL: '',
        PGLITE_DIR: dir,
      },
    });
    try {
      expect(await demoLoginStatus(server.baseUrl)).toBe(401);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
