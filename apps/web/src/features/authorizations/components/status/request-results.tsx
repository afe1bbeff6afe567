import '@mantine/core/styles/Table.css';
import { formatAffiliateNumber } from '@portal/domain/affiliates';
import { Anchor, Table, Text } from '@mantine/core';
import type { AuthorizationSummary } from '@portal/contracts';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { formatInstant } from '@/lib/format';
import { requestDetailPath } from '../paths';

/**
 * The requests found, newest first as the server sends them. At 390 px the table scrolls
 * sideways with the number and the state as its first two columns, so both stay in sight.
 */
export function RequestResults({
  rows,
  caption,
}: {
  rows: AuthorizationSummary[];
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">N.º de trámite</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Fecha</Table.Th>
            <Table.Th scope="col">Tipo</Table.Th>
            <Table.Th scope="col">Afiliado</Table.Th>
            <Table.Th scope="col">Resumen</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.nroAutorizacion}>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={requestDetailPath(row.nroAutorizacion)}>
                  {row.nroAutorizacion}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <StatusBadge estadoDesc={row.estado.display} />
              </Table.Td>
              <Table.Td>{formatInstant(row.fecha)}</Table.Td>
              <Table.Td>{row.tipoDescripcion}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  {`${formatAffiliateNumber(row.afiliado)} · ${row.afiliado.nombre}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.resumen}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
