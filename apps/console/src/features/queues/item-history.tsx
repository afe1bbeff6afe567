import { Text, Timeline } from '@mantine/core';
import type { QueueItemDetail } from '@portal/contracts';
import { formatDateTime } from '@/lib/format';

const WHO = { prestador: 'Prestador', aseguradora: 'Aseguradora', sistema: 'Sistema' } as const;

/** Stages and decisions, oldest first, each with who and what they wrote. */
export function ItemHistory({ item }: { item: QueueItemDetail }) {
  return (
    <Timeline active={item.historial.length - 1} bulletSize={14} lineWidth={2}>
      {item.historial.map((entry, index) => (
        <Timeline.Item key={`${entry.fecha}-${index}`} title={entry.accion}>
          <Text size="sm">
            {formatDateTime(entry.fecha)} · {entry.estado.descripcion}
          </Text>
          <Text size="sm" c="dimmed">
            {WHO[entry.origen]}: {entry.quien}
          </Text>
          {entry.mensaje && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.mensaje}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
