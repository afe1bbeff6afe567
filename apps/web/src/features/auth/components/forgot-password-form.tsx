import { Alert, Button, Text, TextInput } from '@mantine/core';
import { validatePinRequest, validateProviderRequest } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useSendPin } from '../api/send-pin';
import { useValidatePin } from '../api/validate-pin';
import { useValidateProvider } from '../api/validate-provider';
import { useValidateToken } from '../api/validate-token';
import { AuthForm } from './auth-form';
import { CuitInput } from './cuit-input';
import { fieldErrors, type FieldErrors } from './field-errors';

/** Steps 1-4 of spec §4's recovery: provider data, token, PIN by mail, PIN check. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [cuit, setCuit] = useState('');
  const [pin, setPin] = useState('');
  const [pinSent, setPinSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const reportError = useReportError();
  const navigate = useNavigate();
  const validateProvider = useValidateProvider();
  const validateToken = useValidateToken();
  const sendPin = useSendPin();
  const validatePin = useValidatePin();
  const sending = validateProvider.isPending || validateToken.isPending || sendPin.isPending;

  const requestPin = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validateProviderRequest.safeParse({ email, cuit });
    setErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    try {
      await validateProvider.mutateAsync(parsed.data);
      const fecha = await validateToken.mutateAsync(parsed.data.email);
      await sendPin.mutateAsync({ email: parsed.data.email, fecha });
      setPinSent(true);
    } catch (error) {
      reportError(error);
    }
  };

  const checkPin = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validatePinRequest.safeParse({ email, pin });
    setErrors(fieldErrors(parsed.error));
    if (!parsed.success) return;
    try {
      const resetToken = await validatePin.mutateAsync(parsed.data);
      // The token travels in router state so it never lands in the address bar or history.
      await navigate('/forgot-password/new-password', {
        state: { resetToken, email: parsed.data.email },
      });
    } catch (error) {
      reportError(error);
    }
  };

  if (pinSent) {
    return (
      <AuthForm onSubmit={checkPin}>
        <Alert color="blue" title="Revisá tu correo">
          Te enviamos un PIN a {email}. Ingresalo para elegir una nueva contraseña.
        </Alert>
        <TextInput
          label="PIN"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={pin}
          onChange={(event) => setPin(event.currentTarget.value)}
          error={errors.pin}
        />
        <Button type="submit" loading={validatePin.isPending}>
          Validar PIN
        </Button>
      </AuthForm>
    );
  }

  return (
    <AuthForm onSubmit={requestPin}>
      <Text>
        Ingresá el e-mail de tu usuario y el CUIT del prestador. Te enviaremos un PIN para recuperar
        tu contraseña.
      </Text>
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={errors.email}
      />
      <CuitInput
        value={cuit}
        onChange={(event) => setCuit(event.currentTarget.value)}
        error={errors.cuit}
      />
      <Button type="submit" loading={sending}>
        Enviar PIN
      </Button>
    </AuthForm>
  );
}
