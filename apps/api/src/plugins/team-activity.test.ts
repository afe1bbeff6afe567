import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/core.ts';
import { whileInsertsFail } from '../../test/failing-inserts.ts';
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

  it('a row alone is written before its answer goes on', async () => {
    const write = groupedActivityWriter(database.db);
    await write({ at: new Date(), action: 'test.alone', details: { referencia: 'Expediente 7' } });
    const [row] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'test.alone'));
    expect(row).toEqual({ details: { referencia: 'Expediente 7' } });
  });

  it('a bad row fails its own caller only: the rest of its group is written', async () => {
    const write = groupedActivityWriter(database.db);
    // The first write goes alone; the three sent while it runs make the next group.
    const first = write({ at: new Date(), action: 'test.group' });
    const outcomes = await Promise.allSettled([
      first,
      write({ at: new Date(), action: 'test.group' }),
      // An action longer than its column (80) fails the group's insert.
      write({ at: new Date(), action: 'x'.repeat(81) }),
      write({ at: new Date(), action: 'test.group' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await rowsOf('test.group')).toBe(3);
  });

  it('while the table refuses rows every caller is told, and none is left pending', async () => {
    const write = groupedActivityWriter(database.db);
    await whileInsertsFail(database.db, 'audit_log', async () => {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () => write({ at: new Date(), action: 'test.refused' })),
      );
      expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    });
    await write({ at: new Date(), action: 'test.refused' });
    expect(await rowsOf('test.refused')).toBe(1);
  });
});
