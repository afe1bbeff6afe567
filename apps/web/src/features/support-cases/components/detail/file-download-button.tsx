import { Button } from '@mantine/core';
import type { FileMeta } from '@portal/contracts';
import { CASE_MESSAGES } from '@portal/domain/support-cases';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { showToast } from '@/components/toasts';
import { isAlreadyReported } from '@/lib/api-error';
import { useDownloadCaseFile } from '../../api/download-file';
import { formatFileSize } from '@/components/attachments/picked-files';

function blobUrl(base64: string, contentType: string): string {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: contentType }));
}

/** Fetches one file of the case and offers it in the download dialog (spec §2). */
export function FileDownloadButton({ file }: { file: FileMeta }) {
  const download = useDownloadCaseFile();
  const dialogs = useDialogs();

  const open = async () => {
    try {
      const answer = await download.mutateAsync({ origin: file.origen, fileId: file.id });
      const href = blobUrl(answer.base64, answer.contentType);
      dialogs.download({
        title: 'Descarga',
        message: `El archivo ${answer.fileName} está listo para descargar.`,
        href,
        fileName: answer.fileName,
        onClose: () => URL.revokeObjectURL(href),
      });
    } catch (error) {
      if (!isAlreadyReported(error)) showToast(CASE_MESSAGES.detailFailed, 'error');
    }
  };

  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={download.isPending}
      onClick={() => void open()}
      aria-label={`Descargar ${file.fileName}`}
      style={{ maxWidth: '100%' }}
    >
      {file.fileName} ({formatFileSize(Number(file.size))})
    </Button>
  );
}
