import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { newUserRequest, type NewUserRequest, type UserOptionsResponse } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useCreateUser } from '../api/users';
import { PersonFields, type PersonValues } from './person-fields';
import { UserFormActions } from './user-form-actions';

const EMPTY: PersonValues & { email: string } = {
  email: '',
  nombre: '',
  apellido: '',
  tipoDocumento: '',
  numeroDocumento: '',
  sector: '',
  rol: '',
  modulos: [],
};

/** Registrar usuario: a sub-user with the modules it needs; it gets a mail to choose a password. */
export function RegisterUserForm({ options }: { options: UserOptionsResponse }) {
  const create = useCreateUser();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(newUserRequest, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) =>
      // The resolver passed: the values are the schema's (the selects hold its ids as text).
      create.mutate(values as NewUserRequest, {
        onSuccess: (answer) =>
          void navigate('/gestionusuarios', { state: { mensaje: answer.mensaje } }),
      }),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Registrar usuario">
      <Stack gap="md">
        <TextInput
          label="E-mail"
          required
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <PersonFields form={form} options={options} />
        <UserFormActions
          save={create}
          failedTitle="No pudimos crear el usuario"
          submit="Registrar usuario"
        />
      </Stack>
    </form>
  );
}
