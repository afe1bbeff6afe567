import { Center, Loader, NativeSelect, Stack, Table, Title } from '@mantine/core';
import type { QueueTurnaround } from '@portal/contracts';
import { formatNumber } from '@portal/domain/format';
import { durationText } from '@portal/domain/queues';
import { lazy, Suspense, useState } from 'react';

const TurnaroundChart = lazy(() => import('./turnaround-chart'));

/** p50/p90 from filing to decision per queue over the month, and one queue's days as a chart. */
export function TurnaroundSection({
  turnaround,
  initialQueue,
}: {
  turnaround: QueueTurnaround;
  initialQueue: string | undefined;
}) {
  const [chosen, setChosen] = useState(initialQueue ?? turnaround.colas[0]?.id ?? '');
  const queue = turnaround.colas.find((candidate) => candidate.id === chosen);
  return (
    <Stack gap="sm">
      <Title order={2}>Demoras de los últimos {turnaround.dias} días</Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped aria-label="Demora hasta la decisión por cola">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Cola</Table.Th>
              <Table.Th scope="col" ta="right">
                Decididos
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Mediana (p50)
              </Table.Th>
              <Table.Th scope="col" ta="right">
                p90
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {turnaround.colas.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={500}>
                  {row.nombre}
                </Table.Th>
                <Table.Td ta="right">{formatNumber(row.decididos)}</Table.Td>
                <Table.Td ta="right">{durationText(row.p50Minutos)}</Table.Td>
                <Table.Td ta="right">{durationText(row.p90Minutos)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <NativeSelect
        label="Cola del gráfico"
        w={{ base: '100%', sm: 280 }}
        data={turnaround.colas.map((row) => ({ value: row.id, label: row.nombre }))}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
      />
      {queue && (
        <Suspense
          fallback={
            <Center h={240}>
              <Loader aria-label="Cargando el gráfico" />
            </Center>
          }
        >
          <TurnaroundChart queue={queue} />
        </Suspense>
      )}
    </Stack>
  );
}
