import { Alert } from '@mantine/core';
import { MESSAGES } from '@portal/domain/app';

/** The permission message of spec §6. */
export function AccessDenied({ message = MESSAGES.noPermission }: { message?: string }) {
  return (
    <Alert color="red" variant="light" title="Acceso restringido">
      {message}
    </Alert>
  );
}
