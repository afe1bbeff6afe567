import { Group, Text } from '@mantine/core';
import type { AuthorizationSummary } from '@portal/contracts';
import { StatusBadge } from '@/components/status-badge';

/**
 * A request's state: the §4 display as its badge, and the state itself beside it when it says
 * more ('Finalizado' · 'Rechazado').
 */
export function StateBadge({ estado }: { estado: AuthorizationSummary['estado'] }) {
  return (
    <Group gap="xs">
      <StatusBadge estadoDesc={estado.display} />
      {estado.descripcion !== estado.display && <Text size="sm">{estado.descripcion}</Text>}
    </Group>
  );
}
