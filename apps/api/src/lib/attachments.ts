import type { RudiFile } from '@portal/contracts';
import {
  CASE_EXTRA_MESSAGES,
  checkAttachment,
  checkAttachments,
  sanitizeFileName,
} from '@portal/domain/support-cases';
import { HttpError } from './errors.ts';

/** A submitted file once checked: its sanitised name, sniffed type and bytes, ready to store. */
export interface DecodedFile {
  fileName: string;
  name: string;
  extension: string;
  contentType: string;
  content: Buffer;
}

/**
 * Decodes the files of one submission and checks them as the web does (the domain's
 * ATTACHMENT_LIMITS, content sniffing, spec §5 sanitised names), counting files staged earlier
 * for the same submission. Throws a 400 in the error shape; nothing is stored until every file
 * passes. Every area that takes files reads them here (ADR 0012).
 */
export function decodeSubmission(
  files: readonly RudiFile[],
  staged: { count: number; bytes: number } = { count: 0, bytes: 0 },
): DecodedFile[] {
  const decoded = files.map((file) => {
    const content = Buffer.from(file.base64Content, 'base64');
    if (content.length !== Number(file.sizeInBytes)) {
      throw new HttpError(400, CASE_EXTRA_MESSAGES.sizeMismatch, 'FILE_SIZE_MISMATCH');
    }
    return { original: file.fileName, content };
  });
  const problem = checkAttachments(
    decoded.map((file) => ({ fileName: file.original, bytes: file.content })),
    staged,
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
