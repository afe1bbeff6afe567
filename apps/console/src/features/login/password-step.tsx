import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { staffLoginCall, staffLoginRequest, type StaffLoginResponse } from '@portal/contracts';
import { PASSWORD_MAX_LENGTH, sanitizeEmail, sanitizePassword } from '@portal/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { useCall } from '@/lib/call';
import { ErrorNotice } from '@/lib/error-notice';

interface Credentials {
  email: string;
  password: string;
}

const validate = schemaResolver(staffLoginRequest, { sync: true });
const toBody = (values: Credentials): Credentials => ({
  email: sanitizeEmail(values.email),
  password: sanitizePassword(values.password),
});

/** Step 1: e-mail and password; the answer is a pending login (and, the first time, the QR). */
export function PasswordStep({ onDone }: { onDone: (answer: StaffLoginResponse) => void }) {
  const call = useCall();
  const form = useForm<Credentials>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => validate(toBody(values)),
  });
  const login = useMutation({
    mutationFn: (body: Credentials) => call(staffLoginCall, { body }),
    onSuccess: onDone,
  });
  return (
    <form
      noValidate
      aria-label="Ingreso del personal"
      onSubmit={form.onSubmit((values) => login.mutate(toBody(values)))}
    >
      <Stack gap="sm">
        <ErrorNotice error={login.error} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending}>
          Continuar
        </Button>
      </Stack>
    </form>
  );
}
