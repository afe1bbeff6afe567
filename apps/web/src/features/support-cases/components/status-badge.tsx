import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { authorizationStatusColor, caseStatusLabel, type StatusColor } from '@portal/domain';

/** Spec §4's status colours in the theme's palette (light variants meet 4.5:1 contrast). */
const COLORS: Record<StatusColor, string> = {
  info: 'blue',
  secondary: 'gray',
  success: 'green',
  default: 'yellow',
};

/** A case or authorization status: the §4 label ('En Proceso', 'Pendiente', 'Finalizado') and colour. */
export function StatusBadge({ estadoDesc }: { estadoDesc: string }) {
  const label = caseStatusLabel(estadoDesc);
  return (
    <Badge variant="light" color={COLORS[authorizationStatusColor(label)]} tt="none">
      {label}
    </Badge>
  );
}
