import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/core.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { groupedActivityWriter } from './team-activity.ts';

describe('team activity rows written in groups', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const rowsOf = (action: string) => database.db.$count(auditLog, eq(auditLog.action, action));

  it('250 answers at once each find their own row written when they go on', async () => {
    const write = groupedActivityWriter(database.db);
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        write({ at: new Date(), action: 'test.grouped', userId: i }).then(async () => {
          const [row] = await database.db
            .select({ userId: auditLog.userId })
            .from(auditLog)
            .where(eq(auditLog.userId, i));
          if (row) seen.push(i);
        }),
      ),
    );
    expect(seen).toHaveLength(250);
    expect(await rowsOf('test.grouped')).toBe(250);
  });

  it('a row alone is written before its answer goes on; a failed group tells each caller', async () => {
    const write = groupedActivityWriter(database.db);
    await write({ at: new Date(), action: 'test.alone' });
    expect(await rowsOf('test.alone')).toBe(1);
    // An action longer than its column (80) fails the insert, and only that group.
    await expect(write({ at: new Date(), action: 'x'.repeat(81) })).rejects.toThrow();
    await write({ at: new Date(), action: 'test.after' });
    expect(await rowsOf('test.after')).toBe(1);
  });
});
