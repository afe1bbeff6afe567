import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { supportCaseFiles } from '../../../db/schema/support-cases.ts';

/** A file's description, never its content. */
export const fileMetaColumns = {
  id: supportCaseFiles.id,
  origin: supportCaseFiles.origin,
  name: supportCaseFiles.name,
  extension: supportCaseFiles.extension,
  fileName: supportCaseFiles.fileName,
  sizeBytes: supportCaseFiles.sizeBytes,
  contentType: supportCaseFiles.contentType,
  createdAt: supportCaseFiles.createdAt,
  stageId: supportCaseFiles.stageId,
};

export function listCaseFiles(db: Db, caseId: number, origin?: 'WCAP' | 'SCAP') {
  return db
    .select(fileMetaColumns)
    .from(supportCaseFiles)
    .where(
      and(
        eq(supportCaseFiles.caseId, caseId),
        origin ? eq(supportCaseFiles.origin, origin) : undefined,
      ),
    )
    .orderBy(asc(supportCaseFiles.id));
}
export type FileMetaRow = Awaited<ReturnType<typeof listCaseFiles>>[number];

/** The files of some of a case's stages (a page of them). */
export async function listStageFiles(
  db: Db,
  caseId: number,
  stageIds: readonly number[],
): Promise<FileMetaRow[]> {
  if (stageIds.length === 0) return [];
  return db
    .select(fileMetaColumns)
    .from(supportCaseFiles)
    .where(
      and(eq(supportCaseFiles.caseId, caseId), inArray(supportCaseFiles.stageId, [...stageIds])),
    )
    .orderBy(asc(supportCaseFiles.id));
}

export async function findFile(db: Db, providerId: number, origin: 'WCAP' | 'SCAP', id: number) {
  const [row] = await db
    .select({ ...fileMetaColumns, content: supportCaseFiles.content })
    .from(supportCaseFiles)
    .where(
      and(
        eq(supportCaseFiles.id, id),
        eq(supportCaseFiles.origin, origin),
        eq(supportCaseFiles.providerId, providerId),
      ),
    );
  return row ?? null;
}
