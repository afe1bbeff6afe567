import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { staffInvitationCall, staffInvitationRequest } from '@portal/contracts';
import { PASSWORD_MAX_LENGTH } from '@portal/domain/auth';
import { STAFF_LOGIN, STAFF_MESSAGES } from '@portal/domain/staff';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useCall } from '@/lib/call';
import { ErrorNotice } from '@/lib/error-notice';

const validatePassword = schemaResolver(staffInvitationRequest.pick({ password: true }), {
  sync: true,
});

/** A new account's first visit: it sets its password from the invitation link. */
export default function InvitationPage() {
  const call = useCall();
  const navigate = useNavigate();
  const invitation = useSearchParams()[0].get('invitacion') ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmation: '' },
    validate: (values) => ({
      ...validatePassword({ password: values.password }),
      ...(values.confirmation !== values.password
        ? { confirmation: 'Las contraseñas no coinciden.' }
        : {}),
    }),
  });
  const accept = useMutation({
    mutationFn: (password: string) => call(staffInvitationCall, { body: { invitation, password } }),
    onSuccess: () => navigate('/ingresar', { replace: true, state: { notice: 'invited' } }),
  });
  return (
    <Container size={440} py="xl" px="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <div>
            <Text c="dimmed" size="sm">
              Consola de la aseguradora
            </Text>
            <Title order={1}>Alta de tu cuenta</Title>
          </div>
          {invitation ? (
            <form
              noValidate
              aria-label="Alta de la cuenta"
              onSubmit={form.onSubmit((values) => accept.mutate(values.password))}
            >
              <Stack gap="sm">
                <Text>
                  Elegí tu contraseña, de al menos {STAFF_LOGIN.passwordMinLength} caracteres. Al
                  ingresar por primera vez vas a configurar tu segundo factor.
                </Text>
                <ErrorNotice error={accept.error} />
                <PasswordInput
                  label="Contraseña nueva"
                  autoComplete="new-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label="Repetí la contraseña"
                  autoComplete="new-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
                  {...form.getInputProps('confirmation')}
                />
                <Button type="submit" loading={accept.isPending}>
                  Guardar la contraseña
                </Button>
              </Stack>
            </form>
          ) : (
            <Alert color="red" variant="light" role="alert">
              {STAFF_MESSAGES.invitationInvalid}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
