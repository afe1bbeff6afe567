import '@mantine/core/styles/Paper.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { QueryView } from '@/components/detail-page/query-view';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { useAuthorizationDocuments } from '../api/guides';

/**
 * Documentación para autorizaciones: what to attach to each kind of request, by service
 * group: the same list each request form reminds beside its files.
 */
export function DocumentsPage({ title }: { title: string }) {
  const documents = useAuthorizationDocuments();
  return (
    <PageShell title={title}>
      <QueryView query={documents} loading={<LoadingScreen />}>
        {(data) =>
          data.grupos.map((group) => (
            <Stack
              key={group.codigo}
              gap="sm"
              component="section"
              aria-labelledby={`grupo-${group.codigo}`}
            >
              <Title order={2} size="h3" id={`grupo-${group.codigo}`}>
                {group.descripcion}
              </Title>
              {group.tramites.map((tramite) => (
                <Paper key={tramite.tipo} withBorder p="md" radius="md">
                  <Title order={3} size="h5" mb={4}>
                    {tramite.descripcion}
                  </Title>
                  <Text component="ul" size="sm" className="guides-documents">
                    {tramite.documentos.map((document) => (
                      <li key={document}>{document}</li>
                    ))}
                  </Text>
                </Paper>
              ))}
            </Stack>
          ))
        }
      </QueryView>
    </PageShell>
  );
}
