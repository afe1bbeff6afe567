import './modal-styles';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DEFAULT_TITLES, type DialogRequest } from './dialog-types';
import { MODAL_DEFAULTS } from './modal-props';

interface Props {
  dialog: DialogRequest;
  onDismiss: () => void;
}

/** One modal for the error, success, info, confirm and download kinds (spec §2). */
export function MessageDialogView({ dialog, onDismiss }: Props) {
  const close = () => {
    onDismiss();
    dialog.onClose?.();
  };
  const body = typeof dialog.message === 'string' ? <Text>{dialog.message}</Text> : dialog.message;

  return (
    <Modal
      opened
      onClose={close}
      title={dialog.title ?? DEFAULT_TITLES[dialog.kind]}
      {...MODAL_DEFAULTS}
      data-dialog-kind={dialog.kind}
    >
      <Stack gap="md">
        {body}
        {dialog.link && (
          <Anchor component={Link} to={dialog.link.to} onClick={close}>
            {dialog.link.label}
          </Anchor>
        )}
        <Group justify="flex-end">
          {dialog.kind === 'confirm' ? (
            <>
              <Button variant="default" onClick={close}>
                {dialog.cancelLabel ?? 'Cancelar'}
              </Button>
              <Button
                onClick={() => {
                  onDismiss();
                  dialog.onConfirm();
                }}
              >
                {dialog.confirmLabel ?? 'Aceptar'}
              </Button>
            </>
          ) : dialog.kind === 'download' ? (
            <>
              <Button variant="default" onClick={close}>
                Cerrar
              </Button>
              <Button component="a" href={dialog.href} download={dialog.fileName}>
                Descargar
              </Button>
            </>
          ) : (
            <Button onClick={close}>Aceptar</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
