import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importJobRejects } from '../../../db/schema/imports.ts';

export async function insertRejectPart(db: Db, jobId: number, part: number, content: string) {
  await db.insert(importJobRejects).values({ jobId, part, content });
}

/** The parts of a job's reject file in order, one query a part (never the whole file at once). */
export async function* rejectParts(db: Db, jobId: number): AsyncGenerator<string> {
  let after = -1;
  for (;;) {
    const [row] = await db
      .select({ part: importJobRejects.part, content: importJobRejects.content })
      .from(importJobRejects)
      .where(and(eq(importJobRejects.jobId, jobId), gt(importJobRejects.part, after)))
      .orderBy(asc(importJobRejects.part))
      .limit(1);
    if (!row) return;
    yield row.content;
    after = row.part;
  }
}
