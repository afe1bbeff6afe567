import { Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  userChangeRequest,
  type UserChangeRequest,
  type UserDetailDto,
  type UserOptionsResponse,
} from '@portal/contracts';
import { useNavigate } from 'react-router';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useUpdateUser } from '../api/users';
import { PersonFields } from './person-fields';
import { UserFormActions } from './user-form-actions';

/** Modificar usuario: name, document, sector, role, modules, state and the admin flag. */
export function ModifyUserForm({
  user,
  options,
}: {
  user: UserDetailDto;
  options: UserOptionsResponse;
}) {
  const update = useUpdateUser(user.idUsuario, user.encryp);
  const navigate = useNavigate();
  const grantable = new Set(
    options.modulos.flatMap((group) => group.modules.map((entry) => entry.id)),
  );
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      nombre: user.nombre,
      apellido: user.apellido,
      tipoDocumento: user.tipoDocumento ?? '',
      numeroDocumento: user.numeroDocumento ?? '',
      sector: user.sectorId ? String(user.sectorId) : '',
      rol: user.rolId ? String(user.rolId) : '',
      // Only the checkboxes shown: user management and the terms come with the flag and always.
      modulos: user.modulos.filter((id) => grantable.has(id)),
      estado: user.estado,
      admin: user.admin,
    },
    validate: schemaResolver(userChangeRequest, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) =>
      update.mutate(values as UserChangeRequest, {
        onSuccess: (answer) =>
          void navigate('/gestionusuarios', { state: { mensaje: answer.mensaje } }),
      }),
    (_errors, _values, event) =>
      focusFirstInvalid((event?.currentTarget as HTMLFormElement) ?? null),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Modificar usuario">
      <Stack gap="md">
        <Text>
          <strong>{user.email}</strong>
          {user.ultimoIngreso ? ` — último ingreso ${user.ultimoIngreso}` : ' — nunca ingresó'}
        </Text>
        <PersonFields form={form} options={options} />
        <Group gap="md" align="end">
          <NativeSelect
            label="Estado"
            data={['Activo', 'Inactivo']}
            disabled={user.esUsted}
            {...form.getInputProps('estado')}
          />
          <Checkbox
            label="Administrador"
            disabled={user.esUsted}
            {...form.getInputProps('admin', { type: 'checkbox' })}
          />
        </Group>
        <UserFormActions
          save={update}
          failedTitle="No pudimos guardar los cambios"
          submit="Guardar cambios"
        />
      </Stack>
    </form>
  );
}
