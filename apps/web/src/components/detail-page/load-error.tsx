import { Alert } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';

/** A panel whose data did not load: the 'Error' marker of spec §8 with the server's reason. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" role="alert" title="Error">
      {errorMessage(error)}
    </Alert>
  );
}
