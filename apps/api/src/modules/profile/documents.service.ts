import type { DocumentUpload, ProfileDocument, RequestResponse } from '@portal/contracts';
import {
  DOCUMENT_STATUS_LABELS,
  PROFILE_MESSAGES,
  PROFILE_DOCUMENT_CONTENT_TYPES,
  PROFILE_DOCUMENTS,
  acceptsExpiry,
  argentinaIsoDay,
  documentStatus,
  profileDocumentKind,
} from '@portal/domain/profile';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import type { LiveSession } from '../../access/session.ts';
import { decodeSubmission } from '../../lib/attachments.ts';
import { HttpError } from '../../lib/errors.ts';
import { findDocumentFile, listDocuments } from './documents.repository.ts';
import { callerProvider } from './profile.service.ts';
import { pendingRequests } from './requests.repository.ts';
import { fileChangeRequest, toPendingChange, type ProfileDeps } from './requests.service.ts';
import { requireSection } from './sections.ts';

/** A college's documentation (spec §6: the section only type C has). */

const shownIso = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function documents(deps: ProfileDeps, session: LiveSession, code: number) {
  const provider = await callerProvider(deps, session, code);
  requireSection(provider.tipo, 'documentacion');
  const [rows, pending] = await Promise.all([
    listDocuments(deps.db, provider.id),
    pendingRequests(deps.db, provider.id, 'documentacion'),
  ]);
  const today = argentinaIsoDay(deps.clock.now());
  const documentos: ProfileDocument[] = PROFILE_DOCUMENTS.map((doc) => {
    const row = rows.find((candidate) => candidate.tipo === doc.id);
    const estado = documentStatus(row?.vencimiento ?? null, today);
    const open = pending.find((request) => request.documentTipo === doc.id);
    return {
      tipo: doc.id,
      descripcion: doc.descripcion,
      estado,
      estadoDesc: DOCUMENT_STATUS_LABELS[estado],
      vencimiento: row ? shownIso(row.vencimiento) : null,
      archivo: row?.fileName ?? null,
      pendiente: open ? toPendingChange(open) : null,
    };
  });
  return { documentos };
}

/**
 * POST .../documentacion/{tipo}: a new version of a document (one file of PROFILE_DOCUMENT_KINDS,
 * checked as the support centre checks files) with its expiry, as a request with the file attached to its case.
 */
export async function uploadDocument(
  deps: ProfileDeps,
  session: LiveSession,
  params: { code: number; tipo: string },
  body: DocumentUpload,
): Promise<RequestResponse> {
  const provider = await callerProvider(deps, session, params.code);
  requireSection(provider.tipo, 'documentacion');
  const doc = profileDocumentKind(params.tipo);
  if (!doc) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  const vencimiento = `${body.vencimiento.slice(0, 4)}-${body.vencimiento.slice(4, 6)}-${body.vencimiento.slice(6, 8)}`;
  const today = argentinaIsoDay(deps.clock.now());
  if (!acceptsExpiry(vencimiento, today)) {
    throw new HttpError(400, PROFILE_MESSAGES.expiryInPast, 'EXPIRY_IN_PAST');
  }
  const [file] = decodeSubmission(body.rudiFiles);
  if (!file || !PROFILE_DOCUMENT_CONTENT_TYPES.includes(file.contentType)) {
    throw new HttpError(400, PROFILE_MESSAGES.documentType, 'DOCUMENT_TYPE');
  }
  const current = (await listDocuments(deps.db, provider.id)).find((row) => row.tipo === doc.id);
  const pendiente = await fileChangeRequest(deps, session, provider, {
    section: 'documentacion',
    title: doc.descripcion,
    documentTipo: doc.id,
    changes: [
      {
        campo: doc.descripcion,
        antes: current
          ? `${current.fileName}, vence ${shownIso(current.vencimiento)}`
          : 'Sin presentar',
        despues: `${file.fileName}, vence ${shownIso(vencimiento)}`,
      },
    ],
    propuesta: { tipo: doc.id, vencimiento, fileName: file.fileName },
    rudiFiles: body.rudiFiles,
  });
  return { mensaje: PROFILE_MESSAGES.requestFiled(pendiente.nroTramite), pendiente };
}

export async function documentFile(
  deps: ProfileDeps,
  session: LiveSession,
  params: { code: number; tipo: string },
) {
  const provider = await callerProvider(deps, session, params.code);
  requireSection(provider.tipo, 'documentacion');
  const file = await findDocumentFile(deps.db, provider.id, params.tipo);
  if (!file) throw new HttpError(404, EXTRA_MESSAGES.notFound, 'NOT_FOUND');
  return file;
}
