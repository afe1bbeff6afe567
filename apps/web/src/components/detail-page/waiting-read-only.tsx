import { Alert } from '@mantine/core';
import { EXTRA_MESSAGES } from '@portal/domain/app';

/** A request or case waiting for an answer, seen in a read-only session: it cannot answer. */
export function WaitingReadOnly() {
  return (
    <Alert color="yellow" variant="light" title="El trámite espera tu respuesta">
      {EXTRA_MESSAGES.readOnly}
    </Alert>
  );
}
