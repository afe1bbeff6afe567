import type { RudiFile } from '@portal/contracts';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_LIMITS,
  checkAttachment,
  type AttachmentKind,
  checkAttachments,
  sanitizeFileName,
} from '@portal/domain/support-cases';

/** A file the user picked and the domain rules accepted, with its bytes read once. */
export interface PickedFile {
  key: string;
  fileName: string;
  bytes: Uint8Array;
}

export interface RefusedFile {
  fileName: string;
  message: string;
}

export const DUPLICATE_FILE = (fileName: string) => `El archivo «${fileName}» ya está en la lista.`;

let nextKey = 1;

/**
 * Reads what the check needs: at most one byte past the per-file limit, so a huge file is
 * refused for its size without being loaded whole.
 */
async function readForCheck(file: File): Promise<Uint8Array> {
  const slice =
    file.size > ATTACHMENT_LIMITS.maxFileBytes
      ? file.slice(0, ATTACHMENT_LIMITS.maxFileBytes + 1)
      : file;
  return new Uint8Array(await slice.arrayBuffer());
}

/**
 * Adds files to a submission with the server's own rules (docs/decisions/0010): type by
 * content, size per file, then the count and total of the submission. Each refused file gets
 * its own Spanish message; the accepted ones keep their order.
 */
export async function addFiles(
  current: readonly PickedFile[],
  incoming: readonly File[],
  kinds: readonly AttachmentKind[] = ATTACHMENT_KINDS,
  one?: { tooMany: string },
): Promise<{ files: PickedFile[]; refused: RefusedFile[] }> {
  const files = [...current];
  const refused: RefusedFile[] = [];
  for (const file of incoming) {
    if (
      files.some((picked) => picked.fileName === file.name && picked.bytes.length === file.size)
    ) {
      refused.push({ fileName: file.name, message: DUPLICATE_FILE(file.name) });
      continue;
    }
    // A one-file submission refuses a second file in its own words (the server's too).
    if (one && files.length >= 1) {
      refused.push({ fileName: file.name, message: `«${file.name}»: ${one.tooMany}` });
      continue;
    }
    const bytes = await readForCheck(file);
    const single = checkAttachment({ fileName: file.name, bytes }, kinds);
    if (!single.ok) {
      refused.push({ fileName: file.name, message: single.message });
      continue;
    }
    const candidate = { key: `f${nextKey++}`, fileName: file.name, bytes };
    const together = checkAttachments([...files, candidate]);
    if (together) {
      refused.push({ fileName: file.name, message: `«${file.name}»: ${together.message}` });
      continue;
    }
    files.push(candidate);
  }
  return { files, refused };
}

export function totalBytes(files: readonly PickedFile[]): number {
  return files.reduce((sum, file) => sum + file.bytes.length, 0);
}

/** Bytes to base64 in slices (a spread of megabytes would overflow the call stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

/** The spec §5 file: sanitised "name.extension", base64 content and the size as text. */
export function toRudiFiles(files: readonly PickedFile[]): RudiFile[] {
  return files.map((file) => ({
    fileName: sanitizeFileName(file.fileName).fileName,
    base64Content: toBase64(file.bytes),
    sizeInBytes: String(file.bytes.length),
  }));
}

const KB = 1024;

/** "820 KB", "1,4 MB": es-AR decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB * KB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${(bytes / (KB * KB)).toLocaleString('es-AR', { maximumFractionDigits: 1 })} MB`;
}
