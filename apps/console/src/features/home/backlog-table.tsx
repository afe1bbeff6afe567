import { Anchor, Table } from '@mantine/core';
import type { StaffHome } from '@portal/contracts';
import { formatNumber } from '@portal/domain/format';
import { Link } from 'react-router';

/**
 * Every queue's backlog by age bucket and today's volumes. The caller's own queues link to
 * their list; the others are figures only (the server would refuse the list).
 */
export function BacklogTable({ home }: { home: StaffHome }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Pendientes por cola y antigüedad">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Cola</Table.Th>
            {home.antiguedades.map((bucket) => (
              <Table.Th key={bucket.id} scope="col" ta="right">
                {bucket.descripcion}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              Pendientes
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Recibidos hoy
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Decididos hoy
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {home.colas.map((queue) => (
            <Table.Tr key={queue.id}>
              <Table.Th scope="row" fw={500}>
                {queue.mia ? (
                  <Anchor component={Link} to={`/colas/${queue.id}`}>
                    {queue.nombre}
                  </Anchor>
                ) : (
                  queue.nombre
                )}
              </Table.Th>
              {home.antiguedades.map((bucket) => (
                <Table.Td key={bucket.id} ta="right">
                  {formatNumber(
                    queue.porAntiguedad.find((count) => count.id === bucket.id)?.cantidad ?? 0,
                  )}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {formatNumber(queue.pendientes)}
              </Table.Td>
              <Table.Td ta="right">{formatNumber(queue.hoy.recibidos)}</Table.Td>
              <Table.Td ta="right">{formatNumber(queue.hoy.decididos)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
