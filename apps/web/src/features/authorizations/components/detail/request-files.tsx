import '@mantine/core/styles/Table.css';
import { Button, Table, Text } from '@mantine/core';
import type { AuthorizationDetailResponse } from '@portal/contracts';
import { useState } from 'react';
import { formatFileSize } from '@/components/attachments/picked-files';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { formatInstant } from '@/lib/format';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId } from '@/lib/session/use-provider-id';
import { fetchRequestFile } from '../../api/request-detail';

type FileMeta = AuthorizationDetailResponse['archivos'][number];

function DownloadButton({ nro, file }: { nro: number; file: FileMeta }) {
  const http = useHttp();
  const provider = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const blob = await fetchRequestFile(http, provider, nro, file.id);
      offer(blob, file.fileName, {
        message: `El archivo ${file.fileName} está listo para descargar.`,
      });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={loading}
      onClick={() => void download()}
      aria-label={`Descargar ${file.fileName}`}
      style={{ maxWidth: '100%' }}
    >
      {file.fileName} ({formatFileSize(file.size)})
    </Button>
  );
}

/** The request's files: the provider's and the insurer's, each downloadable. */
export function RequestFiles({ detail }: { detail: AuthorizationDetailResponse }) {
  if (detail.archivos.length === 0) return <Text size="sm">El trámite no tiene archivos.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs">
        <caption className="visually-hidden">Archivos del trámite</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Archivo</Table.Th>
            <Table.Th scope="col">Adjuntado por</Table.Th>
            <Table.Th scope="col">Fecha</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.archivos.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <DownloadButton nro={detail.nroAutorizacion} file={file} />
              </Table.Td>
              <Table.Td>{file.origen === 'auditor' ? 'Auditoría' : 'Prestador'}</Table.Td>
              <Table.Td>{formatInstant(file.fecha)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
