import { Alert, Button, Stack, Text } from '@mantine/core';

/** A page or list that could not load: the reason and a way to try again (spec §8 'Ups!'). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title="Ups!">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button variant="light" size="xs" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
