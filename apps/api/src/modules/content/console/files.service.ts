import { randomUUID } from 'node:crypto';
import type { ContentFile, RudiFile } from '@portal/contracts';
import { CONTENT_EDITOR_MESSAGES, CONTENT_FILE_KINDS } from '@portal/domain/content';
import { checkAttachment, sanitizeFileName } from '@portal/domain/support-cases';
import type { StaffCaller } from '../../../access/staff-guard.ts';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../lib/errors.ts';
import { recordAudit } from '../../staff/public.ts';
import { contentFileUrl, type ContentEditorDeps } from './editor.service.ts';
import { findFile, insertFile, type Item } from './versions.repository.ts';

/**
 * Attaches an image or a PDF to an item, checked as the portal's uploads are (the domain's size
 * limit, the type by its bytes, a sanitised name) with only the types a public page shows.
 */
export async function attachFile(
  deps: Pick<ContentEditorDeps, 'db' | 'clock'>,
  staff: StaffCaller,
  request: Item & { archivo: RudiFile },
): Promise<ContentFile> {
  const content = Buffer.from(request.archivo.base64Content, 'base64');
  if (content.length !== Number(request.archivo.sizeInBytes)) {
    throw new HttpError(
      400,
      'El tamaño del archivo no coincide con su contenido.',
      'FILE_SIZE_MISMATCH',
    );
  }
  const check = checkAttachment(
    { fileName: request.archivo.fileName, bytes: content },
    CONTENT_FILE_KINDS,
  );
  if (!check.ok) {
    const message =
      check.code === 'FILE_TYPE_NOT_ALLOWED' ? CONTENT_EDITOR_MESSAGES.fileKinds : check.message;
    throw new HttpError(400, message, check.code);
  }
  const at = deps.clock.now();
  const id = randomUUID();
  const nombre = sanitizeFileName(request.archivo.fileName).fileName;
  await deps.db.transaction(async (tx) => {
    await insertFile(tx, {
      id,
      tipo: request.tipo,
      clave: request.clave,
      nombre,
      contentType: check.contentType,
      size: content.length,
      content,
      creada: at,
      autor: staff.staffId,
    });
    await recordAudit(tx, at, {
      staffId: staff.staffId,
      action: 'content.file-attached',
      target: { kind: 'content', id: `${request.tipo}:${request.clave}` },
      changes: { file: id, size: content.length },
    });
  });
  return {
    id,
    nombre,
    contentType: check.contentType,
    size: content.length,
    url: contentFileUrl(id),
  };
}

/**
 * A file's bytes: for the public, only while a published text links it (a draft's file is
 * unknown to them, as a file that does not exist); for the editors, any.
 */
export async function contentFile(db: Db, id: string, reader: 'public' | 'editor') {
  const file = await findFile(db, id, { linkedFromSite: reader === 'public' });
  if (!file) throw new HttpError(404, CONTENT_EDITOR_MESSAGES.unknownFile, 'NOT_FOUND');
  return file;
}
