import { Alert } from '@mantine/core';
import { errorMessage } from '@portal/client/api-error';

/** The text of a failed call, read out as it appears (the client already wrote it in Spanish). */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {errorMessage(error)}
    </Alert>
  );
}
