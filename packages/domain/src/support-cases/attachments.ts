import { splitFileName } from './sanitize.ts';

const MB = 1024 * 1024;

/**
 * Attachment limits (docs/decisions/0010): 5 MB a file; 15 MB and 10 files a submission (filing
 * a case, answering it, or adding files to it).
 */
export const ATTACHMENT_LIMITS = {
  maxFileBytes: 5 * MB,
  maxSubmissionBytes: 15 * MB,
  maxFiles: 10,
} as const;

export type AttachmentKind =
  'pdf' | 'jpeg' | 'png' | 'gif' | 'tiff' | 'docx' | 'xlsx' | 'doc' | 'xls' | 'txt';

interface AttachmentType {
  kind: AttachmentKind;
  extensions: readonly string[];
  label: string;
  contentType: string;
}

/** The allow-list: each type is recognised by its content (magic bytes), not by its name. */
export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  { kind: 'pdf', extensions: ['pdf'], label: 'PDF', contentType: 'application/pdf' },
  { kind: 'jpeg', extensions: ['jpg', 'jpeg'], label: 'JPG', contentType: 'image/jpeg' },
  { kind: 'png', extensions: ['png'], label: 'PNG', contentType: 'image/png' },
  { kind: 'gif', extensions: ['gif'], label: 'GIF', contentType: 'image/gif' },
  { kind: 'tiff', extensions: ['tif', 'tiff'], label: 'TIFF', contentType: 'image/tiff' },
  { kind: 'doc', extensions: ['doc'], label: 'DOC', contentType: 'application/msword' },
  {
    kind: 'docx',
    extensions: ['docx'],
    label: 'DOCX',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { kind: 'xls', extensions: ['xls'], label: 'XLS', contentType: 'application/vnd.ms-excel' },
  {
    kind: 'xlsx',
    extensions: ['xlsx'],
    label: 'XLSX',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { kind: 'txt', extensions: ['txt'], label: 'TXT', contentType: 'text/plain' },
];

export const ATTACHMENT_KINDS: readonly AttachmentKind[] = ATTACHMENT_TYPES.map(
  (type) => type.kind,
);

const typesOf = (kinds: readonly AttachmentKind[]) =>
  ATTACHMENT_TYPES.filter((type) => kinds.includes(type.kind));

/** For a file input's `accept` attribute: the extensions of the given kinds. */
export function attachmentAccept(kinds: readonly AttachmentKind[] = ATTACHMENT_KINDS): string {
  return typesOf(kinds)
    .flatMap((type) => type.extensions.map((extension) => `.${extension}`))
    .join(',');
}

/** The kinds as a reader is told them: "PDF, JPG y PNG" (or "PDF, JPG o PNG"). */
export function attachmentTypesText(
  kinds: readonly AttachmentKind[] = ATTACHMENT_KINDS,
  conjunction: 'y' | 'o' = 'y',
): string {
  const labels = typesOf(kinds).map((type) => type.label);
  if (labels.length < 2) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} ${conjunction} ${labels.at(-1)}`;
}

/** The content types (as recognised by checkAttachment) of the given kinds. */
export function attachmentContentTypes(kinds: readonly AttachmentKind[]): readonly string[] {
  return typesOf(kinds).map((type) => type.contentType);
}

function startsWith(bytes: Uint8Array, magic: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + magic.length) return false;
  return magic.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  outer: for (let i = bytes.indexOf(first!); i !== -1; i = bytes.indexOf(first!, i + 1)) {
    if (i + needle.length > bytes.length) return false;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Plain text: no NUL byte and hardly any other control characters (tab, CR, LF, FF allowed). */
function looksLikeText(bytes: Uint8Array): boolean {
  let control = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control <= bytes.length / 100;
}

/** Whether the content is of the given kind, judged by its bytes. */
export function contentMatchesKind(bytes: Uint8Array, kind: AttachmentKind): boolean {
  switch (kind) {
    case 'pdf':
      return startsWith(bytes, ascii('%PDF-'));
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'tiff':
      return (
        startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])
      );
    case 'docx':
      return startsWith(bytes, ZIP) && contains(bytes, ascii('word/'));
    case 'xlsx':
      return startsWith(bytes, ZIP) && contains(bytes, ascii('xl/'));
    // The compound-file container is the same for Word and Excel 97–2003.
    case 'doc':
    case 'xls':
      return startsWith(bytes, OLE);
    case 'txt':
      return looksLikeText(bytes);
  }
}

export type AttachmentProblemCode =
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'FILE_CONTENT_MISMATCH'
  | 'FILE_TOO_LARGE'
  | 'FILE_EMPTY'
  | 'TOO_MANY_FILES'
  | 'SUBMISSION_TOO_LARGE';

export interface AttachmentProblem {
  code: AttachmentProblemCode;
  message: string;
}

export type AttachmentCheck =
  | { ok: true; kind: AttachmentKind; extension: string; contentType: string }
  | ({ ok: false } & AttachmentProblem);

export function attachmentTypeOf(extension: string): AttachmentType | null {
  const lower = extension.toLowerCase();
  return ATTACHMENT_TYPES.find((type) => type.extensions.includes(lower)) ?? null;
}

const megabytes = (bytes: number) => `${bytes / MB} MB`;

/**
 * Checks one file: an allowed extension, content of that type, not empty, within the size.
 * `kinds` narrows the allow-list where a submission takes fewer types (a receipt).
 */
export function checkAttachment(
  file: { fileName: string; bytes: Uint8Array },
  kinds: readonly AttachmentKind[] = ATTACHMENT_KINDS,
): AttachmentCheck {
  const { extension } = splitFileName(file.fileName);
  const type = attachmentTypeOf(extension);
  if (!type || !kinds.includes(type.kind)) {
    return {
      ok: false,
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: `El archivo «${file.fileName}» no es de un tipo permitido. Tipos permitidos: ${attachmentTypesText(kinds)}.`,
    };
  }
  if (file.bytes.length === 0) {
    return { ok: false, code: 'FILE_EMPTY', message: `El archivo «${file.fileName}» está vacío.` };
  }
  if (file.bytes.length > ATTACHMENT_LIMITS.maxFileBytes) {
    return {
      ok: false,
      code: 'FILE_TOO_LARGE',
      message: `El archivo «${file.fileName}» supera el máximo de ${megabytes(ATTACHMENT_LIMITS.maxFileBytes)} por archivo.`,
    };
  }
  if (!contentMatchesKind(file.bytes, type.kind)) {
    return {
      ok: false,
      code: 'FILE_CONTENT_MISMATCH',
      message: `El contenido del archivo «${file.fileName}» no corresponde a un ${type.label}: no se puede adjuntar.`,
    };
  }
  return { ok: true, kind: type.kind, extension, contentType: type.contentType };
}

/**
 * Checks a submission: the number of files, each file, and their total size. `already` counts
 * files of the same submission checked before (a staged batch attached to a filing).
 */
export function checkAttachments(
  files: readonly { fileName: string; bytes: Uint8Array }[],
  already: { count: number; bytes: number } = { count: 0, bytes: 0 },
): AttachmentProblem | null {
  if (already.count + files.length > ATTACHMENT_LIMITS.maxFiles) {
    return {
      code: 'TOO_MANY_FILES',
      message: `Se pueden adjuntar hasta ${ATTACHMENT_LIMITS.maxFiles} archivos por envío.`,
    };
  }
  for (const file of files) {
    const check = checkAttachment(file);
    if (!check.ok) return { code: check.code, message: check.message };
  }
  const total = files.reduce((sum, file) => sum + file.bytes.length, already.bytes);
  if (total > ATTACHMENT_LIMITS.maxSubmissionBytes) {
    return {
      code: 'SUBMISSION_TOO_LARGE',
      message: `Los archivos adjuntos superan el máximo de ${megabytes(ATTACHMENT_LIMITS.maxSubmissionBytes)} por envío.`,
    };
  }
  return null;
}

/**
 * The request body a file-carrying call may reach: base64 makes 3 bytes 4 characters; the rest
 * of the JSON (names, texts) fits in the extra megabyte.
 */
export const ATTACHMENT_BODY_LIMIT_BYTES =
  Math.ceil((ATTACHMENT_LIMITS.maxSubmissionBytes * 4) / 3) + MB;
