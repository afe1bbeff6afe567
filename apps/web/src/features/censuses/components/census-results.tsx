import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Table.css';
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { CensusRow } from '@portal/contracts';
import {} from '@portal/domain';
import { affiliateLabel, movementLabel, patientLabel } from './row-labels';
import { useNarrow } from '@/lib/use-narrow';

interface Props {
  rows: CensusRow[];
  caption: string;
}

/** One row as a card, for narrow screens (390 px): every field labelled, nothing scrolls. */
function RowCard({ row }: { row: CensusRow }) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="li"
      aria-label={`${movementLabel(row)} del ${row.fecha}`}
    >
      <Stack gap={2}>
        <Text fw={700}>{`${row.fecha} · ${movementLabel(row)} · Código ${row.codigo}`}</Text>
        <Text size="sm">{affiliateLabel(row)}</Text>
        <Text size="sm">{`Paciente: ${patientLabel(row)}`}</Text>
        <Text size="sm">{`Lugar: ${row.lugarAtencion.descripcion}`}</Text>
        {row.observacion && <Text size="sm">{`Observación: ${row.observacion}`}</Text>}
        <Text size="xs" c="dimmed">{`Registrado el ${row.registrado}`}</Text>
      </Stack>
    </Paper>
  );
}

/** The rows found, newest first as the server sends them: a table, or cards on a phone. */
export function CensusResults({ rows, caption }: Props) {
  const narrow = useNarrow();
  if (narrow) {
    return (
      <Stack gap="xs" component="ul" aria-label={caption} className="census-cards">
        {rows.map((row) => (
          <RowCard key={row.id} row={row} />
        ))}
      </Stack>
    );
  }
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
