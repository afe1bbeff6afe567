import '@mantine/core/styles/Table.css';
import { Stack, Table, Text } from '@mantine/core';
import type { ConsultingRoomsResponse } from '@portal/contracts';
import { formatCents } from '@portal/domain/settlements';
import { LoadError } from '@/components/detail-page/load-error';
import { formatServerDay } from '@/lib/format';
import { useConsultingRooms } from '../api/provider-data';
import { RowCards } from '@/components/row-cards/row-cards';
import { useNarrow } from '@/lib/use-narrow';

type Room = ConsultingRoomsResponse['consultorios'][number];

const ROOM_FIELDS = [
  {
    label: 'Dirección',
    value: (room: Room) => `${room.direccion}${room.vigente ? '' : ' (dado de baja)'}`,
  },
  {
    label: 'Facturado',
    value: (room: Room) => `${formatCents(room.facturado)} (${room.facturas} facturas)`,
  },
  { label: 'Pagado', value: (room: Room) => formatCents(room.pagado) },
  { label: 'Pendiente', value: (room: Room) => formatCents(room.pendiente) },
];

/** consultoriosFull: each consulting room with what it invoiced, was paid and still awaits. */
export function ConsultingRoomsPanel() {
  const rooms = useConsultingRooms();
  const narrow = useNarrow();
  const data = rooms.data;
  return (
    <div aria-live="polite" aria-busy={rooms.isFetching} className="result-slot">
      {rooms.isError && <LoadError error={rooms.error} />}
      {data && (
        <Stack gap="sm">
          <Text size="sm">{`Del ${formatServerDay(data.desde)} al ${formatServerDay(data.hasta)}.`}</Text>
          {narrow ? (
            <RowCards
              label="Consultorios"
              rows={data.consultorios}
              rowKey={(room) => room.id}
              cardLabel={(room) => room.descripcion}
              title={(room) => <Text fw={700}>{room.descripcion}</Text>}
              fields={ROOM_FIELDS}
            />
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="xs" striped>
                <caption className="visually-hidden">Consultorios</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Consultorio</Table.Th>
                    <Table.Th scope="col">Dirección</Table.Th>
                    <Table.Th scope="col">Facturas</Table.Th>
                    <Table.Th scope="col" className="amount">
                      Facturado
                    </Table.Th>
                    <Table.Th scope="col" className="amount">
                      Pagado
                    </Table.Th>
                    <Table.Th scope="col" className="amount">
                      Pendiente
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.consultorios.map((room) => (
                    <Table.Tr key={room.id}>
                      <Table.Th scope="row">{room.descripcion}</Table.Th>
                      <Table.Td>
                        {room.direccion}
                        {room.vigente ? '' : ' (dado de baja)'}
                      </Table.Td>
                      <Table.Td>{room.facturas}</Table.Td>
                      <Table.Td className="amount">{formatCents(room.facturado)}</Table.Td>
                      <Table.Td className="amount">{formatCents(room.pagado)}</Table.Td>
                      <Table.Td className="amount">{formatCents(room.pendiente)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th scope="row" colSpan={3}>
                      Totales
                    </Table.Th>
                    <Table.Td className="amount">{formatCents(data.totales.facturado)}</Table.Td>
                    <Table.Td className="amount">{formatCents(data.totales.pagado)}</Table.Td>
                    <Table.Td className="amount">{formatCents(data.totales.pendiente)}</Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </div>
  );
}
