import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Table } from '@mantine/core';
import { formatNumber, formatRating } from '@portal/domain/format';
import { formatPeriod } from '@portal/domain/settlements';
import { useRatingsSummary } from '../api/ratings';

/**
 * The average and the number of ratings of each of the last 12 months. Its own chunk, loaded
 * when the user opens it (ADR 0021); the figures are also a table, to read exactly.
 */
export default function MonthChart() {
  const summary = useRatingsSummary();
  const months = summary.data?.meses ?? [];
  const data = months.map((month) => ({
    mes: formatPeriod(month.periodo),
    Promedio: month.promedio ?? 0,
  }));
  return (
    <Stack gap="sm">
      <div
        role="img"
        aria-label={`Promedio de cada mes, de ${data[0]?.mes ?? ''} a ${data.at(-1)?.mes ?? ''}`}
      >
        <BarChart
          h={260}
          data={data}
          dataKey="mes"
          yAxisProps={{ domain: [0, 5] }}
          valueFormatter={formatRating}
          series={[{ name: 'Promedio', color: 'yellow.8' }]}
        />
      </div>
      <Table aria-label="Calificaciones por mes" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Mes</Table.Th>
            <Table.Th scope="col">Promedio</Table.Th>
            <Table.Th scope="col">Calificaciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.periodo}>
              <Table.Td>{formatPeriod(month.periodo)}</Table.Td>
              <Table.Td>{month.cantidad === 0 ? '—' : month.promedioTexto}</Table.Td>
              <Table.Td>{formatNumber(month.cantidad)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
