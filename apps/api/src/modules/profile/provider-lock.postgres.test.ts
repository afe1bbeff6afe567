import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiProcessOn } from '../../../test/process-app.ts';
import { clonePostgresTemplate } from '../../../test/test-app.ts';
import { lockProvider } from './requests.repository.ts';

/**
 * Two Mis datos saves of one provider at once: each files its case first (the case's foreign key
 * takes the provider row's KEY SHARE lock) and then locks the provider to check for an open
 * request. The lock must not conflict with the other's KEY SHARE, or the two deadlock and
 * PostgreSQL aborts one (a 500 where the second save should read "a request is pending").
 * PostgreSQL only: PGlite runs one transaction at a time.
 */
describe('the provider lock of a Mis datos request', () => {
  it('two transactions holding the row’s key-share lock both get it, one after the other', async () => {
    const clone = await clonePostgresTemplate();
    const process = await apiProcessOn(clone.url, { poolSize: 4 });
    try {
      let bothShared: () => void = () => undefined;
      const shared = new Promise<void>((resolve) => (bothShared = resolve));
      let holding = 0;
      const save = () =>
        process.database.db.transaction(async (tx) => {
          await tx.execute(sql`select id from providers where id = 100001 for key share`);
          holding += 1;
          if (holding === 2) bothShared();
          await shared;
          await lockProvider(tx, 100001);
        });
      const outcomes = await Promise.allSettled([save(), save()]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    } finally {
      await process.close();
      await clone.drop();
    }
  });
});
