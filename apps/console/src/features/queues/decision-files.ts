import type { RudiFile } from '@portal/contracts';
import { checkAttachment, checkAttachments } from '@portal/domain/support-cases';

export interface PickedFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The files staff attach to a decision, checked by the rules the server applies to the
 * provider's and the operator's uploads (type by content, size, count, total): a refused file is
 * named with the reason before anything is sent.
 */
export async function pickFiles(
  current: readonly PickedFile[],
  incoming: readonly File[],
): Promise<{ files: PickedFile[]; refused: string[] }> {
  const files = [...current];
  const refused: string[] = [];
  for (const file of incoming) {
    if (files.some((picked) => picked.fileName === file.name)) {
      refused.push(`El archivo «${file.name}» ya está en la lista.`);
      continue;
    }
    const candidate = { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
    const single = checkAttachment(candidate);
    if (!single.ok) {
      refused.push(single.message);
      continue;
    }
    const together = checkAttachments([...files, candidate]);
    if (together) {
      refused.push(`«${file.name}»: ${together.message}`);
      continue;
    }
    files.push(candidate);
  }
  return { files, refused };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The upload shape of the decision calls. */
export const toRudiFiles = (files: readonly PickedFile[]): RudiFile[] =>
  files.map((file) => ({
    fileName: file.fileName,
    sizeInBytes: String(file.bytes.length),
    base64Content: base64(file.bytes),
  }));
