import { Stack, Text, Textarea } from '@mantine/core';
import { QueryView } from '@/components/detail-page/query-view';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { useTermsAcceptance } from '../api/terms-acceptance';

/** terminos-y-condiciones: the terms in force to read again, their version and the acceptance. */
export function TermsPage({ title }: { title: string }) {
  const terms = useTermsAcceptance();
  return (
    <PageShell title={title}>
      <QueryView query={terms} loading={<LoadingScreen />}>
        {(data) => (
          <Stack gap="md">
            <Text role="status">
              {data.aceptadoEl
                ? `Versión ${data.version}. Los aceptaste el ${data.aceptadoEl}.`
                : `Versión ${data.version}. Todavía no aceptaste esta versión.`}
            </Text>
            <Textarea
              label={`Términos y condiciones (versión ${data.version})`}
              value={data.texto}
              readOnly
              autosize
              minRows={12}
              maxRows={30}
            />
          </Stack>
        )}
      </QueryView>
    </PageShell>
  );
}
