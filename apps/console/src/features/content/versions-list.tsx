import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ContentItemDetail } from '@portal/contracts';
import { CONTENT_VERSION_LABELS } from '@portal/domain/content';
import { formatDateTime } from '@/lib/format';

const STATE_COLOR = { borrador: 'yellow', publicada: 'green', anterior: 'gray', retirada: 'red' };

/**
 * The item's versions, newest first: any but the published one can be published; any can be
 * copied into a new draft. The site only ever shows the published one.
 */
export function VersionsList({
  detail,
  busy,
  onPublish,
  onRestore,
  onUnpublish,
}: {
  detail: ContentItemDetail;
  busy: boolean;
  onPublish: (numero: number) => void;
  onRestore: (numero: number) => void;
  onUnpublish: () => void;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="content-versions">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="content-versions">
          Versiones
        </Title>
        {detail.enSitio && (
          <Button variant="default" color="red" disabled={busy} onClick={onUnpublish}>
            Retirar del sitio
          </Button>
        )}
      </Group>
      {detail.versiones.length === 0 && (
        <Text size="sm">
          Todavía no hay versiones guardadas: el sitio muestra el texto cargado.
        </Text>
      )}
      {detail.versiones.length > 0 && (
        <Table.ScrollContainer minWidth={340}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Versión</Table.Th>
                <Table.Th>Guardada</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.versiones.map((version) => (
                <Table.Tr key={version.numero}>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Text size="sm">{`Versión ${version.numero}`}</Text>
                      <Badge color={STATE_COLOR[version.estado]} variant="light">
                        {CONTENT_VERSION_LABELS[version.estado]}
                      </Badge>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(version.creada)}</Text>
                    <Text size="xs" c="dimmed">
                      {version.autor ?? 'Texto anterior a la consola'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {version.estado !== 'publicada' && (
                        <Button
                          size="xs"
                          disabled={busy}
                          onClick={() => onPublish(version.numero)}
                          aria-label={`Publicar la versión ${version.numero}`}
                        >
                          Publicar
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busy}
                        onClick={() => onRestore(version.numero)}
                        aria-label={`Restaurar la versión ${version.numero} como borrador`}
                      >
                        Restaurar
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
