import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import {
  authorizationStatusColor,
  caseStatusLabel,
  type StatusColor,
} from '@portal/domain/support-cases';

/**
 * Spec §4's status colours as pale filled badges: the theme's autoContrast writes the label in
 * black on them, which keeps 4.5:1 where Mantine's tinted "light" yellow and green do not.
 */
const COLORS: Record<StatusColor, string> = {
  info: 'blue.2',
  secondary: 'gray.3',
  success: 'green.2',
  default: 'yellow.3',
};

/** A case or authorization status: the §4 label ('En Proceso', 'Pendiente', 'Finalizado') and colour. */
export function StatusBadge({ estadoDesc }: { estadoDesc: string }) {
  const label = caseStatusLabel(estadoDesc);
  return (
    <Badge
      variant="filled"
      color={COLORS[authorizationStatusColor(label)]}
      tt="none"
      // A Badge may shrink to an ellipsis; in a table column the whole label must show.
      style={{ minWidth: 'max-content' }}
    >
      {label}
    </Badge>
  );
}
