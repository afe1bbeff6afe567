import { useCallback } from 'react';
import { useDialogs } from './dialog-provider';

export interface OfferDownload {
  title?: string;
  message: string;
}

/**
 * Offers a file (a PDF or CSV the app fetched or built) in the download dialog; the object URL
 * lives until the dialog closes.
 */
export function useOfferDownload(): (blob: Blob, fileName: string, text: OfferDownload) => void {
  const dialogs = useDialogs();
  return useCallback(
    (blob, fileName, text) => {
      const href = URL.createObjectURL(blob);
      dialogs.download({
        ...text,
        href,
        fileName,
        onClose: () => URL.revokeObjectURL(href),
      });
    },
    [dialogs],
  );
}
