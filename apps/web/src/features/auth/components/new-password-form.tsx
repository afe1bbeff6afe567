import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updatePasswordRequest } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useUpdatePassword } from '../api/update-password';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { checkStep, focusFirstError, passwordsDiffer } from './step-check';

const UPDATED = 'Tu contraseña fue actualizada. Ya podés iniciar sesión.';

interface Values {
  resetToken: string;
  password: string;
  confirmation: string;
}

const check = checkStep<Values>({ schema: updatePasswordRequest, rules: passwordsDiffer });

/** Step 5 of the recovery: the new password, authorised by the token from the PIN step. */
export function NewPasswordForm({ resetToken }: { resetToken: string }) {
  const [done, setDone] = useState(false);
  const update = useUpdatePassword();
  const dialogs = useDialogs();
  const reportError = useReportError();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { resetToken, password: '', confirmation: '' },
    validate: check,
  });

  const submit = async (values: Values) => {
    try {
      await update.mutateAsync(updatePasswordRequest.parse(values));
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
    <AuthForm onSubmit={form.onSubmit(submit, focusFirstError)}>
      <NewPasswordFields
        label="Nueva contraseña"
        password={form.getInputProps('password')}
        confirmation={form.getInputProps('confirmation')}
      />
      <Button type="submit" loading={update.isPending}>
        Cambiar contraseña
      </Button>
    </AuthForm>
  );
}
