import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProviderDetail } from '@portal/contracts';

/** The provider's places: address, phone, the days it attends and its consulting rooms. */
export function PlacesTab({ places }: { places: ProviderDetail['lugares'] }) {
  // A place comes only with the providers' register (docs/decisions/0071): a provider made in
  // the console has none until the next providers' file.
  if (places.length === 0) {
    return (
      <Text>
        El prestador no tiene lugares de atención. Llegan con el próximo archivo de prestadores
        (Importaciones).
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {places.map((place) => (
        <Card
          key={place.id}
          withBorder
          padding="md"
          component="article"
          aria-label={place.descripcion}
        >
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{place.descripcion}</Text>
              {!place.vigente && (
                <Badge color="gray" variant="light">
                  Sin vigencia
                </Badge>
              )}
            </Group>
            <Text size="sm">
              {place.direccion}, {place.localidad}
            </Text>
            {place.telefono && <Text size="sm">Teléfono {place.telefono}</Text>}
            {place.horarios.length === 0 ? (
              <Text size="sm" c="dimmed">
                Sin horarios cargados
              </Text>
            ) : (
              <dl style={{ margin: 0 }}>
                {place.horarios.map(({ dia, horario }) => (
                  <Group key={dia} gap="xs" wrap="nowrap">
                    <Text component="dt" size="sm" fw={500} w="6rem">
                      {dia}
                    </Text>
                    <Text component="dd" size="sm" m={0}>
                      {horario}
                    </Text>
                  </Group>
                ))}
              </dl>
            )}
            {place.consultorios.length > 0 && (
              <Text size="sm" c="dimmed">
                Consultorios: {place.consultorios.join(', ')}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
