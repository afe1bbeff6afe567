import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { openTestDatabase } from '../../../../test/test-app.ts';
import { insertCliJob } from './jobs.repository.ts';
import { rejectParts } from './rejects.repository.ts';
import { RejectSpool } from './rejects.ts';

describe('a reject file kept in the database', () => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'portal-rejects-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is stored in parts of whole lines and read back whole, without its BOM; the file is removed', async () => {
    const job = await insertCliJob(database.db, {
      kind: 'plans',
      full: false,
      dryRun: false,
      acceptPartial: true,
      bytes: 0,
      now: new Date(),
    });
    const lines = Array.from({ length: 300 }, (_, i) => `${i};fila ñandú "${i}";motivo ${i}\n`);
    const spool = new RejectSpool(join(dir, 'rechazos.csv'), 500);
    spool.out.write('\uFEFF');
    for (const line of lines) spool.out.write(line);
    await spool.store(database.db, job!.id);

    const parts: string[] = [];
    for await (const part of rejectParts(database.db, job!.id)) parts.push(part);
    expect(parts.length).toBeGreaterThan(10);
    for (const part of parts) {
      expect(part.endsWith('\n')).toBe(true);
      expect(part.length).toBeLessThanOrEqual(500);
    }
    expect(parts.join('')).toBe(lines.join(''));
    await expect(stat(spool.path)).rejects.toThrow();
  });
});
