import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { QueueItem } from '@portal/contracts';
import { ageText, type QueueId } from '@portal/domain/queues';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '@/lib/format';

const LATE = 'mas-de-7-dias';

function Age({ item }: { item: QueueItem }) {
  return (
    <Text
      component="span"
      size="sm"
      fw={item.antiguedad === LATE ? 700 : 400}
      c={item.antiguedad === LATE ? 'red.9' : undefined}
      title={`Esperando desde ${formatDateTime(item.esperaDesde)}`}
    >
      {ageText(item.edadMinutos)}
    </Text>
  );
}

function State({ item }: { item: QueueItem }) {
  return (
    <>
      {item.estado.descripcion}
      {item.etapa && (
        <Text component="span" size="sm" c="dimmed">
          {' '}
          · {item.etapa}
        </Text>
      )}
    </>
  );
}

/**
 * The item's link; it carries the list's filters so "Volver" returns to the same page. A row of
 * a page being replaced shows its number without the link.
 */
function ItemLink({
  queue,
  item,
  openable,
}: {
  queue: QueueId;
  item: QueueItem;
  openable: boolean;
}) {
  const { search } = useLocation();
  if (!openable) return <Text fw={600}>N.º {item.numero}</Text>;
  return (
    <Anchor component={Link} to={`/colas/${queue}/${item.id}`} state={{ back: search }} fw={600}>
      N.º {item.numero}
    </Anchor>
  );
}

/** The page's items: a table on a desk, one card each on a telephone (390 px). */
export function QueueItems({
  queue,
  items,
  openable,
}: {
  queue: QueueId;
  items: QueueItem[];
  openable: boolean;
}) {
  const wide = useMediaQuery('(min-width: 62em)');
  if (!wide) {
    return (
      <Stack gap="sm">
        {items.map((item) => (
          <Card key={item.id} withBorder component="article" aria-label={`N.º ${item.numero}`}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <ItemLink queue={queue} item={item} openable={openable} />
              <Age item={item} />
            </Group>
            <Text size="sm">
              {item.prestador.id} · {item.prestador.nombre}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="gray">
                {item.tipo.descripcion}
              </Badge>
              <Text size="sm">
                <State item={item} />
              </Text>
            </Group>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {item.resumen}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover aria-label="Pendientes de la cola">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Número</Table.Th>
          <Table.Th scope="col">Prestador</Table.Th>
          <Table.Th scope="col">Tipo</Table.Th>
          <Table.Th scope="col">Estado</Table.Th>
          <Table.Th scope="col">Resumen</Table.Th>
          <Table.Th scope="col">Recibido</Table.Th>
          <Table.Th scope="col">Espera</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <ItemLink queue={queue} item={item} openable={openable} />
            </Table.Td>
            <Table.Td>
              {item.prestador.id} · {item.prestador.nombre}
            </Table.Td>
            <Table.Td>{item.tipo.descripcion}</Table.Td>
            <Table.Td>
              <State item={item} />
            </Table.Td>
            <Table.Td maw={320}>
              <Text size="sm" lineClamp={2}>
                {item.resumen}
              </Text>
            </Table.Td>
            <Table.Td>{formatDateTime(item.recibido)}</Table.Td>
            <Table.Td>
              <Age item={item} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
