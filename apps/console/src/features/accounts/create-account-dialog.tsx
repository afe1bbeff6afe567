import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { createStaffAccountRequest } from '@portal/contracts';
import { sanitizeEmail } from '@portal/domain/auth';
import type { StaffRole } from '@portal/domain/staff';
import { useState } from 'react';
import { ErrorNotice } from '@/lib/error-notice';
import { formatDateTime } from '@/lib/format';
import { invitationLink } from '@/lib/paths';
import { useCreateAccount } from './accounts-api';
import { RolesField } from './roles-field';

interface Values {
  email: string;
  name: string;
  roles: StaffRole[];
}

const validate = schemaResolver(createStaffAccountRequest, { sync: true });

/** The invitation, shown once: no administrator ever sets or sees the person's password. */
function Invitation({
  link,
  expiresAt,
  onClose,
}: {
  link: string;
  expiresAt: string;
  onClose: () => void;
}) {
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" role="status">
        La cuenta quedó creada. Enviale este enlace a la persona para que elija su contraseña.
      </Alert>
      <Text size="sm">
        El enlace se muestra solo esta vez y vence el {formatDateTime(expiresAt)}.
      </Text>
      <Code
        block
        data-testid="invitation-link"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {link}
      </Code>
      <Group gap="sm">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Enlace copiado' : 'Copiar el enlace'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>Listo</Button>
      </Group>
    </Stack>
  );
}

export function CreateAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateAccount();
  const [created, setCreated] = useState<{ link: string; expiresAt: string } | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', name: '', roles: [] },
    validate: (values) => validate({ ...values, email: sanitizeEmail(values.email) }),
  });
  const close = () => {
    form.reset();
    create.reset();
    setCreated(null);
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(
      { ...values, email: sanitizeEmail(values.email), name: values.name.trim() },
      {
        onSuccess: (answer) =>
          setCreated({
            link: invitationLink(window.location.origin, answer.invitation.token),
            expiresAt: answer.invitation.expiresAt,
          }),
      },
    ),
  );
  return (
    <Modal opened={opened} onClose={close} title="Nueva cuenta del personal">
      {created ? (
        <Invitation {...created} onClose={close} />
      ) : (
        <form noValidate aria-label="Nueva cuenta del personal" onSubmit={submit}>
          <Stack gap="sm">
            <ErrorNotice error={create.error} />
            <TextInput label="Nombre y apellido" {...form.getInputProps('name')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
            <RolesField
              value={form.values.roles}
              onChange={(roles) => form.setFieldValue('roles', roles)}
              error={form.errors.roles}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button type="submit" loading={create.isPending}>
                Crear la cuenta
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
