import { Stack, Text, Textarea } from '@mantine/core';
import { LoadError } from '@/components/detail-page/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { useTermsAcceptance } from '../api/terms-acceptance';

/** terminos-y-condiciones: the terms in force to read again, their version and the acceptance. */
export function TermsPage({ title }: { title: string }) {
  const terms = useTermsAcceptance();
  return (
    <PageShell title={title}>
      {terms.isPending ? (
        <LoadingScreen />
      ) : terms.isError ? (
        <LoadError error={terms.error} />
      ) : (
        <Stack gap="md">
          <Text role="status">
            {terms.data.aceptadoEl
              ? `Versión ${terms.data.version}. Los aceptaste el ${terms.data.aceptadoEl}.`
              : `Versión ${terms.data.version}. Todavía no aceptaste esta versión.`}
          </Text>
          <Textarea
            label={`Términos y condiciones (versión ${terms.data.version})`}
            value={terms.data.texto}
            readOnly
            autosize
            minRows={12}
            maxRows={30}
          />
        </Stack>
      )}
    </PageShell>
  );
}
