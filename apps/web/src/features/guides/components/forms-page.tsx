import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { QueryView } from '@/components/detail-page/query-view';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { useHttp } from '@/lib/session/session-context';
import { fetchPresentationForm, usePresentationForms } from '../api/guides';
import { useDownload } from './use-download';

const FORMAT_LABELS = { xlsx: 'Excel (XLSX)', pdf: 'PDF' } as const;

/** Planillas y presentaciones: the forms to download, fill and hand in with the billing. */
export function FormsPage({ title }: { title: string }) {
  const http = useHttp();
  const forms = usePresentationForms();
  const { loading, download } = useDownload();
  return (
    <PageShell title={title}>
      <QueryView query={forms} loading={<LoadingScreen />}>
        {(data) => (
          <Stack gap="sm" component="ul" aria-label="Planillas" className="guides-list">
            {data.planillas.map((form) => (
              <Paper key={form.id} withBorder p="md" radius="md" component="li">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4} maw={560}>
                    <Group gap="xs">
                      <Text fw={700}>{form.titulo}</Text>
                      <Badge variant="light">{FORMAT_LABELS[form.formato]}</Badge>
                    </Group>
                    <Text size="sm">{form.descripcion}</Text>
                  </Stack>
                  <Button
                    variant="light"
                    loading={loading === form.id}
                    aria-label={`Descargar ${form.titulo}`}
                    onClick={() =>
                      void download(
                        form.id,
                        () => fetchPresentationForm(http, form.id),
                        form.archivo,
                        `${form.titulo} está lista para descargar.`,
                      )
                    }
                  >
                    Descargar
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryView>
    </PageShell>
  );
}
