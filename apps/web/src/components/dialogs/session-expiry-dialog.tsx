import './modal-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/app';
import { MODAL_DEFAULTS } from './modal-props';

interface Props {
  opened: boolean;
  secondsLeft: number;
  renewing: boolean;
  onRenew: () => void;
  onLogout: () => void;
}

const noop = () => undefined;

/** The session-expiry dialog: only its two buttons close it (spec §2, "not closable"). */
export function SessionExpiryDialog({ opened, secondsLeft, renewing, onRenew, onLogout }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={noop}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      title="Tu sesión está por expirar"
      {...MODAL_DEFAULTS}
    >
      <Stack gap="md">
        <Text>
          Tu sesión expira en {secondsLeft} segundos. Renovala para seguir trabajando sin perder lo
          que estás haciendo.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onLogout}>
            {MESSAGES.closeSession}
          </Button>
          <Button onClick={onRenew} loading={renewing}>
            {MESSAGES.renewSession}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
