import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { memoryLiveEvents } from '../../../lib/live-events.ts';
import { exampleFile } from '../../../../test/imports.ts';
import { openTestDatabase } from '../../../../test/test-app.ts';
import { TEST_NOW } from '../../../../test/test-now.ts';
import { plansKind } from '../kinds/plans.ts';
import { onImported } from './invalidation.ts';
import { runImport } from './run-import.ts';

describe('after a committed import, caches are told on the live-event bus', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('a dry run and a refused file tell nobody; a committed import tells plans and coverage', async () => {
    const events = memoryLiveEvents();
    const heard: string[] = [];
    onImported(events, 'plans', () => heard.push('plans'));
    onImported(events, 'coverage', () => heard.push('coverage'));
    onImported(events, 'affiliates', () => heard.push('affiliates'));
    const run = (content: Buffer, dryRun: boolean) =>
      runImport(
        { db: database.db, clock: fixedClock(TEST_NOW), events },
        plansKind,
        Readable.from([content]),
        { dryRun },
      );

    expect((await run(exampleFile('plans.csv'), true)).applied).toBe(false);
    expect((await run(Buffer.from('plan;otra\n1;2\n'), false)).applied).toBe(false);
    expect(heard).toEqual([]);
    expect((await run(exampleFile('plans.csv'), false)).applied).toBe(true);
    expect(heard).toEqual(['plans', 'coverage']);
  });
});
