import '@mantine/core/styles/Table.css';
import { Anchor, Table, Text } from '@mantine/core';
import type { CaseSummary } from '@portal/contracts';
import { formatOrderDate } from '@portal/domain/format';
import { Link } from 'react-router';
import { RowCards, type CardField } from '@/components/row-cards/row-cards';
import { StatusBadge } from '@/components/status-badge';
import { useNarrow } from '@/lib/use-narrow';
import { caseDetailPath } from '../case-paths';

function filedBy(row: CaseSummary): string {
  return row.creadoPor.email
    ? `${row.creadoPor.nombre} (${row.creadoPor.email})`
    : row.creadoPor.nombre;
}

function CaseLink({ row }: { row: CaseSummary }) {
  return (
    <Anchor component={Link} to={caseDetailPath(row.nroTramite)}>
      {row.nroTramite}
    </Anchor>
  );
}

const CARD_FIELDS: readonly CardField<CaseSummary>[] = [
  { label: 'Inicio', value: (row) => formatOrderDate(new Date(row.inicio)) },
  { label: 'Área', value: (row) => row.areaConsulta.descripcion },
  { label: 'Motivo', value: (row) => row.motivoWebDetalle },
  { label: 'Último contacto', value: (row) => formatOrderDate(new Date(row.fechaUltimoContacto)) },
  { label: 'Iniciado por', value: filedBy },
];

/**
 * The cases found, newest first as the server sends them; dates dd/mm/yyyy (spec §5). On a phone
 * each case is a card headed by its number and state, the two columns a user looks for.
 */
export function CaseResultsTable({ rows, caption }: { rows: CaseSummary[]; caption: string }) {
  const narrow = useNarrow();
  if (narrow) {
    return (
      <RowCards
        label={caption}
        rows={rows}
        rowKey={(row) => row.nroTramite}
        cardLabel={(row) => `Trámite ${row.nroTramite}`}
        title={(row) => (
          <>
            <CaseLink row={row} />
            <StatusBadge estadoDesc={row.estadoDesc} />
          </>
        )}
        fields={CARD_FIELDS}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">N.º de trámite</Table.Th>
            <Table.Th scope="col">Inicio</Table.Th>
            <Table.Th scope="col">Área</Table.Th>
            <Table.Th scope="col">Motivo</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Último contacto</Table.Th>
            <Table.Th scope="col">Iniciado por</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.nroTramite}>
              <Table.Th scope="row" fw={400}>
                <CaseLink row={row} />
              </Table.Th>
              <Table.Td>{formatOrderDate(new Date(row.inicio))}</Table.Td>
              <Table.Td>{row.areaConsulta.descripcion}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.motivoWebDetalle}</Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge estadoDesc={row.estadoDesc} />
              </Table.Td>
              <Table.Td>{formatOrderDate(new Date(row.fechaUltimoContacto))}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {filedBy(row)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
