import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { CensusRow } from '@portal/contracts';
import { auditMessage, CensusState } from './census-state';
import { affiliateLabel, movementLabel, patientLabel } from './row-labels';
import { RowCards } from '@/components/row-cards/row-cards';
import { useNarrow } from '@/lib/use-narrow';

interface Props {
  rows: CensusRow[];
  caption: string;
}

/** On a phone (390 px): the day, the movement and the code head each card, the rest labelled. */
function CensusCards({ rows, caption }: Props) {
  return (
    <RowCards
      label={caption}
      rows={rows}
      rowKey={(row) => row.id}
      cardLabel={(row) => `${movementLabel(row)} del ${row.fecha}`}
      title={(row) => (
        <Text fw={700}>{`${row.fecha} · ${movementLabel(row)} · Código ${row.codigo}`}</Text>
      )}
      fields={[
        { label: 'Afiliado', value: affiliateLabel },
        { label: 'Paciente', value: patientLabel },
        { label: 'Lugar', value: (row) => row.lugarAtencion.descripcion },
        { label: 'Observación', value: (row) => row.observacion ?? '—' },
        { label: 'Registrado', value: (row) => row.registrado },
        { label: 'Estado', value: (row) => <CensusState row={row} /> },
        { label: 'Mensaje de la auditoría', value: auditMessage },
      ]}
    />
  );
}

/** The rows found, newest first as the server sends them: a table, or cards on a phone. */
export function CensusResults({ rows, caption }: Props) {
  const narrow = useNarrow();
  if (narrow) return <CensusCards rows={rows} caption={caption} />;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" striped>
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Fecha</Table.Th>
            <Table.Th scope="col">Movimiento</Table.Th>
            <Table.Th scope="col">Código</Table.Th>
            <Table.Th scope="col">Afiliado</Table.Th>
            <Table.Th scope="col">Paciente</Table.Th>
            <Table.Th scope="col">Lugar de atención</Table.Th>
            <Table.Th scope="col">Observación</Table.Th>
            <Table.Th scope="col">Registrado</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td className="nowrap">{row.fecha}</Table.Td>
              <Table.Td>{movementLabel(row)}</Table.Td>
              <Table.Td className="nowrap">{row.codigo}</Table.Td>
              <Table.Td>{affiliateLabel(row)}</Table.Td>
              <Table.Td>{patientLabel(row)}</Table.Td>
              <Table.Td>{row.lugarAtencion.descripcion}</Table.Td>
              <Table.Td>{row.observacion ?? '—'}</Table.Td>
              <Table.Td className="nowrap">{row.registrado}</Table.Td>
              <Table.Td>
                <CensusState row={row} />
                {row.mensajeAuditoria !== null && <Text size="sm">{row.mensajeAuditoria}</Text>}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
