import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { registerProviderRequest, registerUserRequest } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { useReportError } from '@/components/dialogs/use-report-error';
import { useRegisterProvider, type RegisteringProvider } from '../api/register-provider';
import { useRegisterUser } from '../api/register-user';
import { useVerifyEmail } from '../api/verify-email';
import { AuthForm } from './auth-form';
import { CuitInput } from './cuit-input';
import { fieldErrors, PASSWORDS_DIFFER, type FieldErrors } from './field-errors';
import { NewPasswordFields } from './new-password-fields';

export const USER_CREATED = 'Tu usuario fue creado. Ya podés iniciar sesión.';

const OWN_MESSAGES: FieldErrors = {
  codPrestador: 'Ingresá el código de prestador (solo números).',
  nombre: 'Ingresá tu nombre.',
  apellido: 'Ingresá tu apellido.',
};

/** Spec §4's register flow: validate the provider, then create its user. */
export function RegistrationForm() {
  const [values, setValues] = useState({
    codPrestador: '',
    cuit: '',
    nombre: '',
    apellido: '',
    email: '',
    password: '',
    confirmation: '',
  });
  const [provider, setProvider] = useState<RegisteringProvider | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const dialogs = useDialogs();
  const reportError = useReportError();
  const registerProvider = useRegisterProvider();
  const verifyEmail = useVerifyEmail();
  const registerUser = useRegisterUser();

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const checkProvider = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerProviderRequest.safeParse(values);
    setErrors(fieldErrors(parsed.error, OWN_MESSAGES));
    if (!parsed.success) return;
    try {
      setProvider(await registerProvider.mutateAsync(parsed.data));
    } catch (error) {
      reportError(error);
    }
  };

  const createUser = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerUserRequest.safeParse(values);
    const found = fieldErrors(parsed.error, OWN_MESSAGES);
    if (values.password !== values.confirmation) found.confirmation = PASSWORDS_DIFFER;
    setErrors(found);
    if (!parsed.success || found.confirmation) return;
    try {
      await verifyEmail.mutateAsync(parsed.data.email);
      await registerUser.mutateAsync(parsed.data);
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
      <AuthForm onSubmit={checkProvider}>
        <Text>Ingresá el código de prestador y el CUIT para comenzar.</Text>
        <TextInput
          label="Código de prestador"
          inputMode="numeric"
          required
          {...field('codPrestador')}
        />
        <CuitInput {...field('cuit')} />
        <Button type="submit" loading={registerProvider.isPending}>
          Continuar
        </Button>
      </AuthForm>
    );
  }

  return (
    <AuthForm onSubmit={createUser}>
      <Alert color="blue" title="Prestador validado">
        {provider.apeRazonSocial}
      </Alert>
      <TextInput label="Nombre" autoComplete="given-name" required {...field('nombre')} />
      <TextInput label="Apellido" autoComplete="family-name" required {...field('apellido')} />
      <TextInput label="E-mail" type="email" autoComplete="email" required {...field('email')} />
      <NewPasswordFields
        label="Contraseña"
        password={field('password')}
        confirmation={field('confirmation')}
      />
      <Button type="submit" loading={verifyEmail.isPending || registerUser.isPending}>
        Crear usuario
      </Button>
    </AuthForm>
  );
}
