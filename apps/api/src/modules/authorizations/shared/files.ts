import type { RudiFile } from '@portal/contracts';
import {
  CASE_EXTRA_MESSAGES,
  checkAttachment,
  checkAttachments,
  sanitizeFileName,
} from '@portal/domain';
import { HttpError } from '../../../lib/errors.ts';
import type { StoredFile } from './requests.repository.ts';

/**
 * Decodes and checks the files of one submission as the support centre does (the domain's
 * ATTACHMENT_LIMITS, content sniffing, sanitised names). Throws a 400 in the error shape
 * before anything is stored.
 */
export function decodeFiles(files: readonly RudiFile[]): StoredFile[] {
  const decoded = files.map((file) => {
    const content = Buffer.from(file.base64Content, 'base64');
    if (content.length !== Number(file.sizeInBytes)) {
      throw new HttpError(400, CASE_EXTRA_MESSAGES.sizeMismatch, 'FILE_SIZE_MISMATCH');
    }
    return { original: file.fileName, content };
  });
  const problem = checkAttachments(
    decoded.map((file) => ({ fileName: file.original, bytes: file.content })),
  );
  if (problem) throw new HttpError(400, problem.message, problem.code);
  return decoded.map(({ original, content }) => {
    const check = checkAttachment({ fileName: original, bytes: content });
    const clean = sanitizeFileName(original);
    return {
      fileName: clean.fileName,
      name: clean.name,
      extension: clean.extension,
      contentType: check.ok ? check.contentType : 'application/octet-stream',
      content,
    };
  });
}
