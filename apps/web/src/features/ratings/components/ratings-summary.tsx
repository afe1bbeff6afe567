import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Progress.css';
import { Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { RATINGS_MESSAGES } from '@portal/domain/ratings';
import { countPhrase } from '@portal/domain/home';
import { formatNumber } from '@portal/domain/format';
import type { RatingsSummaryResponse } from '@portal/contracts';
import { QueryView } from '@/components/detail-page/query-view';
import { LoadingScreen } from '@/components/loading-screen';
import { useRatingsSummary } from '../api/ratings';

const stars = (count: number) => countPhrase(count, 'estrella', 'estrellas');
const ratings = (count: number) => countPhrase(count, 'calificación', 'calificaciones');

/** The average as the directory shows it, the count, the stars and each attention place. */
export function RatingsSummary() {
  const summary = useRatingsSummary();
  return (
    <QueryView query={summary} loading={<LoadingScreen />}>
      {(data) => <Summary data={data} />}
    </QueryView>
  );
}

function Summary({ data }: { data: RatingsSummaryResponse }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="sm" component="section" aria-labelledby="ratings-average-title">
        <Title order={2} size="h3" id="ratings-average-title">
          Promedio
        </Title>
        {data.promedio === null ? (
          <Text>{RATINGS_MESSAGES.noRatings}</Text>
        ) : (
          <Group gap="sm" align="baseline">
            <Text className="ratings-average" aria-label={`Promedio ${data.promedioTexto}`}>
              {data.promedioTexto}
            </Text>
            <Text c="dimmed">{`de 5 · ${ratings(data.cantidad)}`}</Text>
          </Group>
        )}
        <Table aria-label="Calificaciones por estrellas" verticalSpacing={4}>
          <Table.Tbody>
            {data.estrellas.map((row) => (
              <Table.Tr key={row.estrellas}>
                <Table.Th scope="row">{stars(row.estrellas)}</Table.Th>
                <Table.Td className="ratings-bar">
                  <Progress value={row.porcentaje} aria-hidden="true" />
                </Table.Td>
                <Table.Td>{`${formatNumber(row.cantidad)} (${row.porcentaje} %)`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="ratings-places-title">
        <Title order={2} size="h3" id="ratings-places-title">
          Por lugar de atención
        </Title>
        <Table aria-label="Calificaciones por lugar de atención">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Lugar de atención</Table.Th>
              <Table.Th scope="col">Promedio</Table.Th>
              <Table.Th scope="col">Calificaciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.lugares.map((place) => (
              <Table.Tr key={place.id}>
                <Table.Td>{place.descripcion}</Table.Td>
                <Table.Td>{place.promedioTexto}</Table.Td>
                <Table.Td>{formatNumber(place.cantidad)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SimpleGrid>
  );
}
