import '@mantine/core/styles/Paper.css';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { magazineIssuePdfCall } from '@portal/contracts';
import { CONTENT_MESSAGES } from '@portal/domain/content';
import { LoadError } from '@/components/detail-page/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { callUrl } from '@/lib/call-api';
import { useMagazine } from '../api/content';

/** The magazine page: its issues from the database, newest first (the magazine feed). */
export function MagazineBlock() {
  const magazine = useMagazine();
  if (magazine.isError) return <LoadError error={magazine.error} />;
  if (magazine.isPending) return <LoadingScreen />;
  const issues = magazine.data.numeros;
  if (issues.length === 0) return <Text>{CONTENT_MESSAGES.noIssues}</Text>;
  return (
    <Stack gap="md" component="ul" aria-label="Números de la revista" className="content-cards">
      {issues.map((issue) => (
        <Paper key={issue.numero} withBorder p="md" radius="md" component="li">
          <Text size="sm" c="dimmed">
            Número {issue.numero} · {issue.publicada}
          </Text>
          <Title order={2} size="h4">
            {issue.titulo}
          </Title>
          <Text size="sm">{issue.resumen}</Text>
          <Text size="sm" mt={4}>
            En este número: {issue.notas.join(' · ')}
          </Text>
          {/* A public file: a plain link the browser downloads, no session needed. */}
          <Anchor
            size="sm"
            href={callUrl(magazineIssuePdfCall, { params: { numero: issue.numero } })}
            download={`revista-${issue.numero}.pdf`}
          >
            Descargar el número {issue.numero} (PDF)
          </Anchor>
        </Paper>
      ))}
    </Stack>
  );
}
