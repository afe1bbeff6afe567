import { Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorNotice } from '@/lib/error-notice';
import { useProviderActivity } from './providers-api';

/** What the provider's team did, newest first, as its own admin reads it. */
export function ActivityTab({ codigo }: { codigo: number }) {
  const [page, setPage] = useState(1);
  const activity = useProviderActivity(codigo, page);
  const data = activity.data;
  return (
    <Stack gap="sm">
      <ErrorNotice error={activity.error} />
      {activity.isPending && <Loader aria-label="Cargando la actividad" />}
      {data && data.actividad.length === 0 && <Text>El equipo no registra actividad.</Text>}
      {data && data.actividad.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Usuario</Table.Th>
                  <Table.Th>Acción</Table.Th>
                  <Table.Th>Detalle</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.actividad.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.fecha}</Table.Td>
                    <Table.Td>
                      {row.usuario}
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {row.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.accionDesc}</Table.Td>
                    <Table.Td>{row.detalle}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.paginas > 1 && (
            <Pagination
              total={data.paginas}
              value={data.pagina}
              onChange={setPage}
              withEdges={false}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente',
              })}
              getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
