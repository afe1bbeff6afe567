import { Button } from '@mantine/core';
import type { SettlementCsvQuery } from '@portal/contracts';
import { useState } from 'react';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { fetchSettlementCsv, fetchSettlementPdf } from '../api/settlement-queries';

function useDownload(fetchFile: () => Promise<Blob>, fileName: string, message: string) {
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [loading, setLoading] = useState(false);
  const run = async () => {
    setLoading(true);
    try {
      offer(await fetchFile(), fileName, { message });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  };
  return { loading, run: () => void run() };
}

/** Exports one table as CSV (es-AR) and offers it in the download dialog. */
export function CsvButton({ query, name }: { query: SettlementCsvQuery; name: string }) {
  const http = useHttp();
  const provider = useProviderId();
  const suffix = query.expediente === undefined ? '' : `-${query.expediente}`;
  const { loading, run } = useDownload(
    () => fetchSettlementCsv(http, provider, query),
    `${query.tabla}${suffix}.csv`,
    `La tabla ${name} está lista para descargar.`,
  );
  return (
    <Button variant="light" size="compact-md" loading={loading} onClick={run}>
      {`Exportar ${name} (CSV)`}
    </Button>
  );
}

/** The settlement and its debits as one PDF. */
export function PdfButton({ expediente }: { expediente: number }) {
  const http = useHttp();
  const provider = useProviderId();
  const { loading, run } = useDownload(
    () => fetchSettlementPdf(http, provider, expediente),
    `liquidacion-${expediente}.pdf`,
    `La liquidación del expediente ${expediente} está lista para descargar.`,
  );
  return (
    <Button variant="light" loading={loading} onClick={run}>
      Descargar PDF con débitos
    </Button>
  );
}
