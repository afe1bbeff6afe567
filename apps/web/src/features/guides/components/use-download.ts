import { useState } from 'react';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';

/** Fetches a file and offers it in the download dialog; `loading` names the one on its way. */
export function useDownload() {
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [loading, setLoading] = useState<string | null>(null);
  const download = async (
    key: string,
    fetch: () => Promise<Blob>,
    fileName: string,
    message: string,
  ) => {
    setLoading(key);
    try {
      offer(await fetch(), fileName, { message });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(null);
    }
  };
  return { loading, download };
}
