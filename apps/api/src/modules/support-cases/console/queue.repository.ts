import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/auth.ts';
import { profileChangeRequests } from '../../../db/schema/profile.ts';
import {
  supportAreas,
  supportCaseFiles,
  supportCases,
  supportCaseStages,
  supportReasons,
} from '../../../db/schema/support-cases.ts';

/** One case by id, of any provider, with its area and reason: the staff read every provider's. */
export async function findStaffCase(db: Db, id: number) {
  const [row] = await db
    .select({
      id: supportCases.id,
      area: supportAreas.descripcion,
      motivo: supportReasons.descripcion,
      detalle: supportCases.detalle,
      observacion: supportCases.observacion,
      info1: supportCases.info1,
      emails: supportCases.emails,
      expedienteNumero: supportCases.expedienteNumero,
      comprobanteNumero: supportCases.comprobanteNumero,
      comprobanteTipo: supportCases.comprobanteTipo,
      nroAutorizacion: supportCases.nroAutorizacion,
      contraAfi: supportCases.contraAfi,
      inteAfi: supportCases.inteAfi,
      nombreApeAfi: supportCases.nombreApeAfi,
    })
    .from(supportCases)
    .innerJoin(supportAreas, eq(supportAreas.id, supportCases.areaId))
    .innerJoin(supportReasons, eq(supportReasons.id, supportCases.motivoWebId))
    .where(eq(supportCases.id, id));
  return row ?? null;
}

/** The Mis datos change a case carries, if it is one. */
export async function findProfileChange(db: Db, caseId: number) {
  const [row] = await db
    .select({ section: profileChangeRequests.section, cambios: profileChangeRequests.cambios })
    .from(profileChangeRequests)
    .where(eq(profileChangeRequests.caseId, caseId));
  return row ?? null;
}

export function findCaseFiles(db: Db, caseId: number) {
  return db
    .select({
      id: supportCaseFiles.id,
      fileName: supportCaseFiles.fileName,
      size: supportCaseFiles.sizeBytes,
      contentType: supportCaseFiles.contentType,
      createdAt: supportCaseFiles.createdAt,
      origin: supportCaseFiles.origin,
    })
    .from(supportCaseFiles)
    .where(eq(supportCaseFiles.caseId, caseId))
    .orderBy(asc(supportCaseFiles.id));
}

export async function findCaseFile(db: Db, caseId: number, fileId: number) {
  const [row] = await db
    .select({
      fileName: supportCaseFiles.fileName,
      contentType: supportCaseFiles.contentType,
      content: supportCaseFiles.content,
    })
    .from(supportCaseFiles)
    .where(sql`${supportCaseFiles.id} = ${fileId} and ${supportCaseFiles.caseId} = ${caseId}`);
  return row ?? null;
}

/** Every stage, oldest first, with the provider user who made it when one did. */
export function findCaseStages(db: Db, caseId: number) {
  return db
    .select({
      createdAt: supportCaseStages.createdAt,
      accion: supportCaseStages.accion,
      estado: supportCaseStages.estado,
      // The provider writes obs_web, the insurer obs_colaborador: a stage has one or neither.
      obsWeb: sql<
        string | null
      >`coalesce(${supportCaseStages.obsWeb}, ${supportCaseStages.obsColaborador})`,
      operator: supportCaseStages.operator,
      userEmail: users.email,
      userName: sql<string | null>`${users.nombre} || ' ' || ${users.apellido}`,
    })
    .from(supportCaseStages)
    .leftJoin(users, eq(users.id, supportCaseStages.userId))
    .where(eq(supportCaseStages.caseId, caseId))
    .orderBy(asc(supportCaseStages.id));
}
