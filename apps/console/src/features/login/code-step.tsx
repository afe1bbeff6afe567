import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { staffSecondFactorCall, type StaffSessionResponse } from '@portal/contracts';
import { normalizeRecoveryCode, normalizeTotpCode } from '@portal/domain/staff';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCall } from '@/lib/call';
import { ErrorNotice } from '@/lib/error-notice';

const MESSAGES = {
  code: 'Ingresá los 6 dígitos que muestra tu aplicación.',
  recovery: 'Ingresá un código de recuperación como figura en tu lista (xxxx-xxxx).',
};

interface Props {
  pendingToken: string;
  /** During the enrolment only the app's code confirms it: no recovery codes exist yet. */
  allowRecovery: boolean;
  onDone: (session: StaffSessionResponse) => void;
}

/** Step 2: the authenticator app's code of the moment, or one of the recovery codes. */
export function CodeStep({ pendingToken, allowRecovery, onDone }: Props) {
  const call = useCall();
  const [recovery, setRecovery] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: {
      code: (value) =>
        recovery
          ? normalizeRecoveryCode(value) === null
            ? MESSAGES.recovery
            : null
          : normalizeTotpCode(value) === null
            ? MESSAGES.code
            : null,
    },
  });
  const verify = useMutation({
    mutationFn: (typed: string) =>
      call(staffSecondFactorCall, {
        body: recovery
          ? { pendingToken, recoveryCode: typed.trim() }
          : { pendingToken, code: normalizeTotpCode(typed) ?? typed },
      }),
    onSuccess: onDone,
  });
  const switchMode = () => {
    setRecovery((current) => !current);
    form.reset();
    verify.reset();
  };
  return (
    <form
      noValidate
      aria-label="Segundo factor"
      onSubmit={form.onSubmit((values) => verify.mutate(values.code))}
    >
      <Stack gap="sm">
        <ErrorNotice error={verify.error} />
        <TextInput
          label={recovery ? 'Código de recuperación' : 'Código de 6 dígitos'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={verify.isPending}>
          Ingresar
        </Button>
        {allowRecovery && (
          <Anchor component="button" type="button" size="sm" onClick={switchMode}>
            {recovery ? 'Usar el código de mi aplicación' : 'Usar un código de recuperación'}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
