import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema/core.ts';
import { attentionPlaces } from '../../db/schema/coverage.ts';
import {
  attentionPlaceDetails,
  profileChangeRequests,
  providerDocuments,
  providerProfiles,
} from '../../db/schema/profile.ts';
import { supportCaseFiles } from '../../db/schema/support-cases.ts';

/** SQL that applies an approved change request (inside the case's closing transaction). */

export async function findRequestOfCase(db: Db, caseId: number) {
  const [row] = await db
    .select()
    .from(profileChangeRequests)
    .where(eq(profileChangeRequests.caseId, caseId));
  return row ?? null;
}

export interface ProfessionalProposal {
  apeRazonSocial: string;
  nombreAbre: string;
  /** Null for a team, an institution or a college (no personal data). */
  documentoTipo: string | null;
  documentoNumero: string | null;
  sexo: string | null;
  estadoCivil: string | null;
  fechaNacimiento: string | null;
  matriculas: (typeof providerProfiles.$inferInsert)['matriculas'];
  especialidades: number[];
  idiomas: string[];
}

export async function applyProfessional(
  db: Db,
  providerId: number,
  proposal: ProfessionalProposal,
  now: Date,
) {
  const { apeRazonSocial, nombreAbre, ...profile } = proposal;
  await db
    .update(providers)
    .set({ apeRazonSocial, nombreAbre })
    .where(eq(providers.id, providerId));
  await db
    .insert(providerProfiles)
    .values({ providerId, ...profile, updatedAt: now })
    .onConflictDoUpdate({
      target: providerProfiles.providerId,
      set: { ...profile, updatedAt: now },
    });
}

export interface PlaceProposal {
  calle: string;
  numero: string;
  localidadId: number;
  horarios: (typeof attentionPlaceDetails.$inferInsert)['horarios'];
  consultorios: string[];
}

export async function applyPlace(db: Db, placeId: number, proposal: PlaceProposal) {
  const { calle, numero, localidadId, horarios, consultorios } = proposal;
  await db
    .update(attentionPlaces)
    .set({ calle, numero, localityId: localidadId })
    .where(eq(attentionPlaces.id, placeId));
  await db
    .insert(attentionPlaceDetails)
    .values({ placeId, horarios, consultorios })
    .onConflictDoUpdate({ target: attentionPlaceDetails.placeId, set: { horarios, consultorios } });
}

/** The new version of a document: the file the provider attached when filing the case. */
export async function applyDocument(
  db: Db,
  request: { providerId: number; caseId: number },
  proposal: { tipo: string; vencimiento: string },
  now: Date,
) {
  const [file] = await db
    .select({
      fileName: supportCaseFiles.fileName,
      contentType: supportCaseFiles.contentType,
      sizeBytes: supportCaseFiles.sizeBytes,
      content: supportCaseFiles.content,
    })
    .from(supportCaseFiles)
    .where(and(eq(supportCaseFiles.caseId, request.caseId), eq(supportCaseFiles.origin, 'WCAP')))
    .orderBy(asc(supportCaseFiles.id))
    .limit(1);
  if (!file) return;
  const version = { ...file, vencimiento: proposal.vencimiento, createdAt: now };
  await db
    .insert(providerDocuments)
    .values({ providerId: request.providerId, tipo: proposal.tipo, ...version })
    .onConflictDoUpdate({
      target: [providerDocuments.providerId, providerDocuments.tipo],
      set: version,
    });
}
