import { Alert, Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validatePinRequest, validateProviderRequest } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useSendPin } from '../api/send-pin';
import { useValidatePin } from '../api/validate-pin';
import { useValidateProvider } from '../api/validate-provider';
import { useValidateToken } from '../api/validate-token';
import { AuthForm } from './auth-form';
import { CuitInput } from './cuit-input';
import { checkStep, focusFirstError } from './step-check';

const EMPTY = { email: '', cuit: '', pin: '' };
type Values = typeof EMPTY;

const checkProvider = checkStep<Values>({ schema: validateProviderRequest });
const checkPin = checkStep<Values>({ schema: validatePinRequest });

/** Steps 1-4 of spec §4's recovery: provider data, token, PIN by mail, PIN check. */
export function ForgotPasswordForm() {
  const [pinSent, setPinSent] = useState(false);
  const reportError = useReportError();
  const navigate = useNavigate();
  const validateProvider = useValidateProvider();
  const validateToken = useValidateToken();
  const sendPin = useSendPin();
  const validatePin = useValidatePin();
  const sending = validateProvider.isPending || validateToken.isPending || sendPin.isPending;
  // One form for both steps: the PIN is checked for the e-mail of the first.
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => (pinSent ? checkPin(values) : checkProvider(values)),
  });

  const requestPin = async (values: Values) => {
    const body = validateProviderRequest.parse(values);
    try {
      await validateProvider.mutateAsync(body);
      const fecha = await validateToken.mutateAsync(body.email);
      await sendPin.mutateAsync({ email: body.email, fecha });
      setPinSent(true);
    } catch (error) {
      reportError(error);
    }
  };

  const sendPinBack = async (values: Values) => {
    const body = validatePinRequest.parse(values);
    try {
      const resetToken = await validatePin.mutateAsync(body);
      // The token travels in router state so it never lands in the address bar or history.
      await navigate('/forgot-password/new-password', {
        state: { resetToken, email: body.email },
      });
    } catch (error) {
      reportError(error);
    }
  };

  if (pinSent) {
    return (
      <AuthForm onSubmit={form.onSubmit(sendPinBack, focusFirstError)}>
        <Alert color="blue" title="Revisá tu correo">
          Te enviamos un PIN a {form.values.email}. Ingresalo para elegir una nueva contraseña.
        </Alert>
        <TextInput
          label="PIN"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.getInputProps('pin')}
        />
        <Button type="submit" loading={validatePin.isPending}>
          Validar PIN
        </Button>
      </AuthForm>
    );
  }

  return (
    <AuthForm onSubmit={form.onSubmit(requestPin, focusFirstError)}>
      <Text>
        Ingresá el e-mail de tu usuario y el CUIT del prestador. Te enviaremos un PIN para recuperar
        tu contraseña.
      </Text>
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
      <CuitInput {...form.getInputProps('cuit')} />
      <Button type="submit" loading={sending}>
        Enviar PIN
      </Button>
    </AuthForm>
  );
}
