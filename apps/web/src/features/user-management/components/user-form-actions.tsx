import { Alert, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api-error';

interface Props {
  /** The save's mutation: its failure is told above the buttons. */
  save: { isError: boolean; isPending: boolean; error: unknown };
  failedTitle: string;
  submit: string;
}

/** Why the save failed, if it did, then the submit button and 'Cancelar' back to the team. */
export function UserFormActions({ save, failedTitle, submit }: Props) {
  return (
    <>
      {save.isError && (
        <Alert color="red" variant="light" role="alert" title={failedTitle}>
          {errorMessage(save.error)}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" loading={save.isPending}>
          {submit}
        </Button>
        <Button variant="default" component={Link} to="/gestionusuarios">
          Cancelar
        </Button>
      </Group>
    </>
  );
}
