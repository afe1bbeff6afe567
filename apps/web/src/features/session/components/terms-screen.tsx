import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGES } from '@portal/domain/app';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { useReportError } from '@/components/dialogs/use-report-error';
import { showToast } from '@/components/toasts';
import { errorMessage } from '@/lib/api-error';
import { useAcceptTerms } from '../api/accept-terms';
import { useTerms } from '../api/terms';

/** Spec §2's terms screen: read-only text and the accept button; success goes home. */
export function TermsScreen() {
  const terms = useTerms();
  const navigate = useNavigate();
  const accept = useAcceptTerms(() => {
    showToast('Aceptaste los términos y condiciones.', 'success');
    void navigate('/');
  });
  const reportError = useReportError();

  return (
    <PageShell title="Términos y condiciones">
      {terms.isPending ? (
        <LoadingScreen />
      ) : terms.isError ? (
        <Alert color="red" title="Ups!">
          {errorMessage(terms.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text>Para usar el portal tenés que leer y aceptar los términos y condiciones.</Text>
          <Textarea
            label={`Términos y condiciones (versión ${terms.data.version})`}
            value={terms.data.texto}
            readOnly
            rows={16}
          />
          <Button
            onClick={() => accept.mutate(terms.data.id, { onError: (error) => reportError(error) })}
            loading={accept.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {MESSAGES.acceptTerms}
          </Button>
        </Stack>
      )}
    </PageShell>
  );
}
