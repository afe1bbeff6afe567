import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProfileDocument } from '@portal/contracts';
import type { ProfileDocumentId } from '@portal/domain/profile';
import { useState } from 'react';
import { useOfferDownload } from '@/components/dialogs/use-offer-download';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useHttp } from '@/lib/session/session-context';
import { useProviderId, useReadOnly } from '@/lib/session/use-provider-id';
import { fetchDocumentFile, useDocuments } from '../api/profile';
import { DocumentUpload } from './document-upload';
import { PendingChangeNotice } from './pending-change';
import { QueryView } from '@/components/detail-page/query-view';
import { LoadingScreen } from '@/components/loading-screen';

/** Pale filled badges keep 4.5:1 with the theme's auto-contrast text (as StatusBadge does). */
const COLORS: Record<ProfileDocument['estado'], string> = {
  vigente: 'green.2',
  'por-vencer': 'yellow.3',
  vencido: 'red.2',
  faltante: 'gray.3',
};

/** Documentación (colleges): each required document, its expiry and state; expired ones flagged. */
export function DocumentsList() {
  const documents = useDocuments();
  const readOnly = useReadOnly();
  const [replacing, setReplacing] = useState<ProfileDocument | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const http = useHttp();
  const code = useProviderId();
  const offer = useOfferDownload();
  const reportError = useReportError();

  const download = async (doc: ProfileDocument) => {
    setLoading(doc.tipo);
    try {
      const blob = await fetchDocumentFile(http, code, doc.tipo as ProfileDocumentId);
      offer(blob, doc.archivo ?? `${doc.tipo}.pdf`, {
        message: `${doc.descripcion} está lista para descargar.`,
      });
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(null);
    }
  };
  return (
    <QueryView query={documents} guarded loading={<LoadingScreen />}>
      {(data) => (
        <Stack gap="md">
          {data.documentos.map((doc) => (
            <Paper
              key={doc.tipo}
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-label={doc.descripcion}
            >
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {doc.descripcion}
                </Title>
                <div>
                  <Badge variant="filled" color={COLORS[doc.estado]} tt="none">
                    {doc.estadoDesc}
                  </Badge>
                </div>
                <Text size="sm">
                  {doc.vencimiento
                    ? `${doc.estado === 'vencido' ? 'Venció' : 'Vence'} el ${doc.vencimiento}`
                    : 'Todavía no presentado'}
                  {doc.archivo ? ` · ${doc.archivo}` : ''}
                </Text>
                {doc.pendiente && <PendingChangeNotice change={doc.pendiente} />}
                <Group gap="xs">
                  {doc.archivo && (
                    <Button
                      variant="default"
                      loading={loading === doc.tipo}
                      onClick={() => void download(doc)}
                    >
                      {`Descargar ${doc.descripcion}`}
                    </Button>
                  )}
                  {!readOnly && !doc.pendiente && (
                    <Button variant="light" onClick={() => setReplacing(doc)}>
                      {`Reemplazar ${doc.descripcion}`}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
          ))}
          <DocumentUpload document={replacing} onClose={() => setReplacing(null)} />
        </Stack>
      )}
    </QueryView>
  );
}
