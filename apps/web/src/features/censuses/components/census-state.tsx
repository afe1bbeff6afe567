import { Group, Text } from '@mantine/core';
import type { CensusRow } from '@portal/contracts';
import { censusStateDisplay } from '@portal/domain/censuses';
import { StatusBadge } from '@/components/status-badge';

/**
 * The medical audit's state of a row as the portal's status badges read it, and the state
 * itself beside it when it says more ('Finalizado' · 'Aprobado').
 */
export function CensusState({ row }: { row: CensusRow }) {
  const display = censusStateDisplay(row.estado);
  return (
    <Group gap="xs">
      <StatusBadge estadoDesc={display} />
      {row.estadoDesc !== display && <Text size="sm">{row.estadoDesc}</Text>}
    </Group>
  );
}

/** What the auditor wrote with the decision, or a dash. */
export const auditMessage = (row: CensusRow) => row.mensajeAuditoria ?? '—';
