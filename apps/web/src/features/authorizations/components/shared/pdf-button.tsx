import { Button } from '@mantine/core';
import { useState } from 'react';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { fetchRequestPdf } from '../../api/request-detail';

/** Fetches the request's PDF and offers it in the download dialog. */
export function PdfButton({ nro, label = 'Descargar PDF' }: { nro: number; label?: string }) {
  const http = useHttp();
  const provider = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [loading, setLoading] = useState(false);

  const download = async () => {
    setLoading(true);
    try {
      const blob = await fetchRequestPdf(http, provider, nro);
      offer(blob, `autorizacion-${nro}.pdf`, {
        message: `La autorización N.º ${nro} está lista para descargar.`,
      });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button variant="light" loading={loading} onClick={() => void download()}>
      {label}
    </Button>
  );
}
