import { Alert, Anchor, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { ageText, queueDefinition, type QueueId } from '@portal/domain/queues';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorNotice } from '@/lib/error-notice';
import { formatDateTime } from '@/lib/format';
import { DecisionForm, type Notice } from './decision-form';
import { ItemFiles } from './item-files';
import { ItemHistory } from './item-history';
import { useQueueEvents } from './queue-events';
import { useQueueItem } from './queues-api';

/** One item of a queue: what the provider sent, its files, its history, and the decision. */
export default function QueueItemPage({ queue }: { queue: QueueId }) {
  const { id = '' } = useParams();
  const location = useLocation();
  const item = useQueueItem(queue, id);
  useQueueEvents();
  const [notice, setNotice] = useState<Notice | null>(null);
  const back = (location.state as { back?: string } | null)?.back ?? '';
  const data = item.data;
  const waiting = data ? queueDefinition(queue).waitingStates.includes(data.estado.id) : false;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/colas/${queue}${back}`} size="sm">
        Volver a {queueDefinition(queue).label}
      </Anchor>
      <ErrorNotice error={item.error} />
      {item.isPending && <Loader aria-label="Cargando el pedido" />}
      {data && (
        <>
          <Stack gap={4}>
            <Title order={1}>
              {data.tipo.descripcion} N.º {data.numero}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color={waiting ? 'orange' : 'gray'}>
                {data.estado.descripcion}
              </Badge>
              {data.etapa && <Text size="sm">Etapa: {data.etapa}</Text>}
            </Group>
            <Text>
              {data.prestador.id} · {data.prestador.nombre}
            </Text>
            <Text size="sm" c="dimmed">
              Recibido {formatDateTime(data.recibido)}
              {waiting && ` · espera ${ageText(data.edadMinutos)}`}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2}>Lo que envió el prestador</Title>
            <Table aria-label="Datos del pedido" verticalSpacing={6}>
              <Table.Tbody>
                {data.campos.map((field) => (
                  <Table.Tr key={field.etiqueta}>
                    <Table.Th scope="row" w="35%" fw={600}>
                      {field.etiqueta}
                    </Table.Th>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {field.valor || '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
          <Stack gap="xs">
            <Title order={2}>Archivos</Title>
            <ItemFiles queue={queue} item={data} />
          </Stack>
          <Stack gap="xs">
            <Title order={2}>Historial</Title>
            <ItemHistory item={data} />
          </Stack>
          <Stack gap="xs">
            <Title order={2}>Decisión</Title>
            {notice && (
              <Alert
                color={notice.color}
                variant="light"
                role={notice.color === 'green' ? 'status' : 'alert'}
              >
                {notice.text}
              </Alert>
            )}
            {waiting ? (
              <DecisionForm key={data.id} queue={queue} item={data} onNotice={setNotice} />
            ) : (
              <Text>Este pedido no espera una decisión de la aseguradora.</Text>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
