import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  supportCaseFiles,
  supportCaseStages,
  supportCases,
  supportRequests,
} from '../../../db/schema/support-cases.ts';
import { fileMetaColumns } from '../shared/case-files.repository.ts';

export interface StoredFile {
  fileName: string;
  name: string;
  extension: string;
  contentType: string;
  content: Buffer;
}

export async function nextRudiNumber(db: Db): Promise<number> {
  // A select keeps the driver's result shape out of it (PGlite and node-postgres differ).
  const [row] = await db
    .select({ n: sql<number>`nextval('support_rudi_seq')::int` })
    .from(sql`(select 1) as one`);
  return row!.n;
}

export async function insertRequest(db: Db, values: typeof supportRequests.$inferInsert) {
  const [row] = await db
    .insert(supportRequests)
    .values(values)
    .returning({ id: supportRequests.id });
  return row!.id;
}

export async function insertCase(db: Db, values: typeof supportCases.$inferInsert) {
  const [row] = await db.insert(supportCases).values(values).returning({
    id: supportCases.id,
    nroTramite: supportCases.nroTramite,
    tramiteJbpm: supportCases.tramiteJbpm,
  });
  return row!;
}

export async function insertStage(db: Db, values: typeof supportCaseStages.$inferInsert) {
  const [row] = await db
    .insert(supportCaseStages)
    .values(values)
    .returning({ id: supportCaseStages.id });
  return row!.id;
}

export async function insertFiles(
  db: Db,
  files: readonly StoredFile[],
  owner: {
    providerId: number;
    caseId: number | null;
    stageId: number | null;
    origin: 'WCAP' | 'SCAP';
    rudiNro: number | null;
    createdAt: Date;
    userId: number | null;
    operator: string | null;
  },
) {
  if (files.length === 0) return [];
  return db
    .insert(supportCaseFiles)
    .values(files.map((file) => ({ ...owner, ...file, sizeBytes: file.content.length })))
    .returning(fileMetaColumns);
}

/** Staged files of a provider's RUDI batch not yet attached to a case, staged since `since`. */
export function findStagedFiles(db: Db, providerId: number, rudiNro: number, since: Date) {
  return db
    .select({ ...fileMetaColumns, sizeBytes: supportCaseFiles.sizeBytes })
    .from(supportCaseFiles)
    .where(
      and(
        eq(supportCaseFiles.providerId, providerId),
        eq(supportCaseFiles.rudiNro, rudiNro),
        isNull(supportCaseFiles.caseId),
        gte(supportCaseFiles.createdAt, since),
      ),
    );
}

/** Attaches a staged batch to its case; answers the files it attached. */
export function attachStagedFiles(
  db: Db,
  providerId: number,
  rudiNro: number,
  caseId: number,
  stageId: number,
) {
  return db
    .update(supportCaseFiles)
    .set({ caseId, stageId })
    .where(
      and(
        eq(supportCaseFiles.providerId, providerId),
        eq(supportCaseFiles.rudiNro, rudiNro),
        isNull(supportCaseFiles.caseId),
      ),
    )
    .returning(fileMetaColumns);
}

/**
 * Moves a case from one state to another only if it is still in the first: two people acting
 * at once cannot both win. Answers false when the case had moved meanwhile.
 */
export async function moveCase(
  db: Db,
  caseId: number,
  from: number,
  changes: Partial<
    Pick<
      typeof supportCases.$inferInsert,
      'estado' | 'lastContactAt' | 'replyAt' | 'closedAt' | 'areaId'
    >
  >,
) {
  const rows = await db
    .update(supportCases)
    .set(changes)
    .where(and(eq(supportCases.id, caseId), eq(supportCases.estado, from)))
    .returning({ id: supportCases.id });
  return rows.length === 1;
}
