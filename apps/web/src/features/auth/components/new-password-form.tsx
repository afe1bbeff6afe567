import { Anchor, Button, Stack, Text } from '@mantine/core';
import { updatePasswordRequest } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useUpdatePassword } from '../api/update-password';
import { AuthForm } from './auth-form';
import { fieldErrors, PASSWORDS_DIFFER, type FieldErrors } from './field-errors';
import { NewPasswordFields } from './new-password-fields';

const UPDATED = 'Tu contraseña fue actualizada. Ya podés iniciar sesión.';

/** Step 5 of the recovery: the new password, authorised by the token from the PIN step. */
export function NewPasswordForm({ resetToken }: { resetToken: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const update = useUpdatePassword();
  const dialogs = useDialogs();
  const reportError = useReportError();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updatePasswordRequest.safeParse({ resetToken, password });
    const found = fieldErrors(parsed.error);
    if (password !== confirmation) found.confirmation = PASSWORDS_DIFFER;
    setErrors(found);
    if (!parsed.success || found.confirmation) return;
    try {
      await update.mutateAsync(parsed.data);
      setDone(true);
      dialogs.success({ message: UPDATED, link: { to: '/', label: 'Ir al inicio' } });
    } catch (error) {
      reportError(error);
    }
  };

  if (done) {
    return (
      <Stack gap="md">
        <Text>{UPDATED}</Text>
        <Anchor component={Link} to="/">
          Ir al inicio
        </Anchor>
      </Stack>
    );
  }

  return (
    <AuthForm onSubmit={submit}>
      <NewPasswordFields
        label="Nueva contraseña"
        password={{
          value: password,
          onChange: (event) => setPassword(event.currentTarget.value),
          error: errors.password,
        }}
        confirmation={{
          value: confirmation,
          onChange: (event) => setConfirmation(event.currentTarget.value),
          error: errors.confirmation,
        }}
      />
      <Button type="submit" loading={update.isPending}>
        Cambiar contraseña
      </Button>
    </AuthForm>
  );
}
