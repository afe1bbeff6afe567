import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

const ready = (t: TestApp) => t.inject({ method: 'GET', url: '/pre/ready' });

/** Readiness on a real database (without one: src/plugins/health.test.ts). */
describe('GET /pre/ready on a database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready without a session when the schema is this code’s', async () => {
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('stays ready on a newer schema: a rolling deploy migrated it for the next version', async () => {
    await t.db.execute(sql`
      insert into drizzle.__drizzle_migrations (hash, created_at)
      values ('from-the-next-version', 4102444800000)`);
    expect((await ready(t)).statusCode).toBe(200);
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = 4102444800000`,
    );
  });

  it('is not ready, naming the migrations, while the schema is older than the code', async () => {
    await t.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const response = await ready(t);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', reasons: ['migrations'] });
  });
});
