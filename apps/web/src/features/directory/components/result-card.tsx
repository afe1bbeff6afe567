import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Modal.css';
import { Anchor, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import type { DirectoryProviderDto } from '@portal/contracts';
import {
  DIRECTORY_MESSAGES,
  directoryCardName,
  mapsUrl,
  weekHours,
} from '@portal/domain/directory';
import { formatNumber } from '@portal/domain/format';
import { useState } from 'react';

/** One directory card (spec §2): name, specialty, rating, phone, address, map link and hours. */
export function ResultCard({ card }: { card: DirectoryProviderDto }) {
  const [hoursOpen, setHoursOpen] = useState(false);
  const name = directoryCardName(card);
  const address = `${card.calle} ${card.numero}`;
  const place = `${card.deno_loc}, ${card.deno_prov}`;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{name}</Text>
          <Text size="sm" aria-label="Calificación" className="directory-rating">
            {card.calificacion === null ? card.calificacionTexto : `★ ${card.calificacionTexto}`}
          </Text>
        </Group>
        <Text size="sm">{card.Especialidad}</Text>
        <Text size="sm">{`Teléfono: ${card.tele ?? 'Sin teléfono'}`}</Text>
        <Text size="sm">
          {`${address}, ${place}`}
          {card.distancia !== null && card.distancia > 0
            ? ` · a ${formatNumber(card.distancia, 1)} km`
            : ''}
        </Text>
        <Group gap="sm">
          <Anchor
            size="sm"
            href={mapsUrl({
              calle: card.calle,
              numero: card.numero,
              localidad: card.deno_loc,
              provincia: card.deno_prov,
            })}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${DIRECTORY_MESSAGES.showLocation} de ${name}`}
          >
            {DIRECTORY_MESSAGES.showLocation}
          </Anchor>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`${DIRECTORY_MESSAGES.showHours} de ${name}`}
            onClick={() => setHoursOpen(true)}
          >
            {DIRECTORY_MESSAGES.showHours}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={hoursOpen}
        onClose={() => setHoursOpen(false)}
        title={`Horarios de ${name}`}
        centered
      >
        <Table>
          <Table.Tbody>
            {weekHours(card).map((day) => (
              <Table.Tr key={day.dia}>
                <Table.Th scope="row">{day.dia}</Table.Th>
                <Table.Td>{day.horario}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </Paper>
  );
}
