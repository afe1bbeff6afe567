import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registerProviderRequest, registerUserRequest } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useRegisterProvider, type RegisteringProvider } from '../api/register-provider';
import { useRegisterUser } from '../api/register-user';
import { useVerifyEmail } from '../api/verify-email';
import { AuthForm } from './auth-form';
import { CuitInput } from './cuit-input';
import { NewPasswordFields } from './new-password-fields';
import { checkStep, focusFirstError, passwordsDiffer } from './step-check';

export const USER_CREATED = 'Tu usuario fue creado. Ya podés iniciar sesión.';

/** The contract's fields whose schema says nothing in Spanish. */
const OWN_MESSAGES = {
  codPrestador: 'Ingresá el código de prestador (solo números).',
  nombre: 'Ingresá tu nombre.',
  apellido: 'Ingresá tu apellido.',
};

const EMPTY = {
  codPrestador: '',
  cuit: '',
  nombre: '',
  apellido: '',
  email: '',
  password: '',
  confirmation: '',
};
type Values = typeof EMPTY;

const checkProvider = checkStep<Values>({
  schema: registerProviderRequest,
  messages: OWN_MESSAGES,
});
const checkUser = checkStep<Values>({
  schema: registerUserRequest,
  messages: OWN_MESSAGES,
  rules: passwordsDiffer,
});

/** Spec §4's register flow: validate the provider, then create its user. */
export function RegistrationForm() {
  const [provider, setProvider] = useState<RegisteringProvider | null>(null);
  const [done, setDone] = useState(false);
  const dialogs = useDialogs();
  const reportError = useReportError();
  const registerProvider = useRegisterProvider();
  const verifyEmail = useVerifyEmail();
  const registerUser = useRegisterUser();
  // One form for both steps: the user's step sends the provider's code and CUIT again.
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => (provider ? checkUser(values) : checkProvider(values)),
  });

  const validateProvider = async (values: Values) => {
    try {
      setProvider(await registerProvider.mutateAsync(registerProviderRequest.parse(values)));
    } catch (error) {
      reportError(error);
    }
  };

  const createUser = async (values: Values) => {
    const body = registerUserRequest.parse(values);
    try {
      await verifyEmail.mutateAsync(body.email);
      await registerUser.mutateAsync(body);
      setDone(true);
      dialogs.success({ message: USER_CREATED, link: { to: '/', label: 'Ir al inicio' } });
    } catch (error) {
      reportError(error);
    }
  };

  if (done) {
    return (
      <Stack gap="md">
        <Text>{USER_CREATED}</Text>
        <Anchor component={Link} to="/">
          Ir al inicio
        </Anchor>
      </Stack>
    );
  }

  if (!provider) {
    return (
      <AuthForm onSubmit={form.onSubmit(validateProvider, focusFirstError)}>
        <Text>Ingresá el código de prestador y el CUIT para comenzar.</Text>
        <TextInput
          label="Código de prestador"
          inputMode="numeric"
          required
          {...form.getInputProps('codPrestador')}
        />
        <CuitInput {...form.getInputProps('cuit')} />
        <Button type="submit" loading={registerProvider.isPending}>
          Continuar
        </Button>
      </AuthForm>
    );
  }

  return (
    <AuthForm onSubmit={form.onSubmit(createUser, focusFirstError)}>
      <Alert color="blue" title="Prestador validado">
        {provider.apeRazonSocial}
      </Alert>
      <TextInput
        label="Nombre"
        autoComplete="given-name"
        required
        {...form.getInputProps('nombre')}
      />
      <TextInput
        label="Apellido"
        autoComplete="family-name"
        required
        {...form.getInputProps('apellido')}
      />
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
      <NewPasswordFields
        label="Contraseña"
        password={form.getInputProps('password')}
        confirmation={form.getInputProps('confirmation')}
      />
      <Button type="submit" loading={verifyEmail.isPending || registerUser.isPending}>
        Crear usuario
      </Button>
    </AuthForm>
  );
}
