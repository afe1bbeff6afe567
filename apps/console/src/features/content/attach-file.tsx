import { FileInput } from '@mantine/core';
import type { ContentFile } from '@portal/contracts';
import { ErrorNotice } from '@/lib/error-notice';
import { useAttachFile, type ItemKey } from './content-api';

/** Bytes to base64 in slices (a spread of megabytes would overflow the call stack). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The Markdown that shows a file on the page: an image in place, a PDF as a link. */
export const fileMarkdown = (file: ContentFile) =>
  file.contentType.startsWith('image/')
    ? `![${file.nombre}](${file.url})`
    : `[${file.nombre}](${file.url})`;

/**
 * Attaches an image or a PDF (checked by the server as the portal's uploads are) and hands its
 * Markdown to the editor, which adds it to the text.
 */
export function AttachFile({
  item,
  onAttached,
}: {
  item: ItemKey;
  onAttached: (markdown: string) => void;
}) {
  const attach = useAttachFile(item);
  return (
    <>
      <FileInput
        label="Adjuntar imagen o PDF"
        description="JPG, PNG, GIF o PDF de hasta 5 MB: se agrega al texto como enlace."
        accept=".jpg,.jpeg,.png,.gif,.pdf"
        value={null}
        disabled={attach.isPending}
        onChange={(file) => {
          if (!file) return;
          void file.arrayBuffer().then((buffer) => {
            const bytes = new Uint8Array(buffer);
            attach.mutate(
              {
                fileName: file.name,
                base64Content: toBase64(bytes),
                sizeInBytes: String(bytes.length),
              },
              { onSuccess: (attached) => onAttached(fileMarkdown(attached)) },
            );
          });
        }}
      />
      <ErrorNotice error={attach.error} />
    </>
  );
}
