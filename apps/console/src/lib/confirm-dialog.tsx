import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorNotice } from '@/lib/error-notice';

export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
}

interface Props {
  confirmation: Confirmation | null;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (someone's access, a final decision). */
export function ConfirmDialog({ confirmation, pending, error, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={confirmation !== null} onClose={onCancel} title={confirmation?.title}>
      <Stack gap="sm">
        <ErrorNotice error={error} />
        <Text>{confirmation?.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button
            color={confirmation?.danger ? 'red' : undefined}
            loading={pending}
            onClick={onConfirm}
          >
            {confirmation?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
