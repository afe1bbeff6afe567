import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/detail-page/load-failed';
import { StatusBadge } from '@/components/status-badge';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useAuthorizationInbox } from '../../api/inbox';
import { requestDetailPath } from '../paths';
import { AnswerForm } from './answer-form';

/** Inbox: the requests the insurer observed, each with its observation and an answer form. */
export function AuthorizationInbox() {
  const inbox = useAuthorizationInbox();
  const readOnly = useReadOnly();
  const [answering, setAnswering] = useState<number | null>(null);

  if (inbox.isPending) {
    return (
      <Text size="sm" role="status">
        Cargando trámites observados…
      </Text>
    );
  }
  if (inbox.isError) {
    return <LoadFailed message={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />;
  }
  if (inbox.data.items.length === 0) {
    return <Text>No tenés trámites observados que esperen tu respuesta.</Text>;
  }
  return (
    <Stack gap="md">
      {readOnly && (
        <Alert color="yellow" variant="light" role="status">
          {EXTRA_MESSAGES.readOnly}
        </Alert>
      )}
      <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {inbox.data.items.map((row) => (
          <Paper
            key={row.nroAutorizacion}
            component="li"
            withBorder
            p="md"
            radius="md"
            aria-label={`Trámite ${row.nroAutorizacion}`}
          >
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Anchor component={Link} to={requestDetailPath(row.nroAutorizacion)} fw={600}>
                  Trámite N.º {row.nroAutorizacion}
                </Anchor>
                <StatusBadge estadoDesc={row.estado.display} />
              </Group>
              <Text size="sm">
                {row.tipoDescripcion} · {row.afiliado.nombre} · {formatInstant(row.fecha)}
              </Text>
              <Text size="sm" fw={500}>
                Observación de la auditoría
              </Text>
              <p className="request-observation">{row.observacionAuditor}</p>
              {!readOnly &&
                (answering === row.nroAutorizacion ? (
                  <AnswerForm nro={row.nroAutorizacion} onDone={() => setAnswering(null)} />
                ) : (
                  <Group>
                    <Button
                      variant="light"
                      size="compact-sm"
                      onClick={() => setAnswering(row.nroAutorizacion)}
                      aria-label={`Responder el trámite ${row.nroAutorizacion}`}
                    >
                      Responder
                    </Button>
                  </Group>
                ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
