import { Alert, Anchor, List, Text } from '@mantine/core';
import type { PendingChange } from '@portal/contracts';
import { Link } from 'react-router';

/** The support centre's page of one case (spec §2 capweb); a feature may not import another's. */
const casePath = (nroTramite: number) => `/tramitesonline/capweb/tramite/${nroTramite}`;

/** A change waiting for the insurer: its case (linked) and what it asks, until the case ends. */
export function PendingChangeNotice({ change }: { change: PendingChange }) {
  return (
    <Alert color="yellow" variant="light" title="Cambio pendiente de validación" role="status">
      <Text size="sm">
        {'Pedido del '}
        {change.fecha}
        {' · trámite '}
        <Anchor component={Link} to={casePath(change.nroTramite)}>
          {`N° ${change.nroTramite}`}
        </Anchor>
        {` · ${change.estadoDesc}`}
      </Text>
      <List size="sm" mt="xs">
        {change.cambios.map((cambio) => (
          <List.Item
            key={cambio.campo}
          >{`${cambio.campo}: ${cambio.antes} → ${cambio.despues}`}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
