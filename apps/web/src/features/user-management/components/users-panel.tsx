import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { UserSummaryDto } from '@portal/contracts';
import { MESSAGES } from '@portal/domain/app';
import { USER_ROLES, USER_SECTORS } from '@portal/domain/user-management';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadError } from '@/components/detail-page/load-error';
import { useDialogs } from '@/components/dialogs/dialog-provider';
import { useReportError } from '@/components/dialogs/use-report-error';
import { EmptyState } from '@/components/empty-state';
import { ServerRefusal, isModuleRefusal } from '@/components/server-refusal';
import { useReadOnly } from '@/lib/session/use-provider-id';
import { useDeleteUser, useUsers, type UsersFilters } from '../api/users';
import { UsersTable } from './users-table';

const options = (items: readonly { id: number; descripcion: string }[], all: string) => [
  { value: '', label: all },
  ...items.map((item) => ({ value: String(item.id), label: item.descripcion })),
];

/** The provider's users: search, filters, and delete behind a confirmation. */
export function UsersPanel() {
  const [q, setQ] = useState('');
  const [sector, setSector] = useState('');
  const [rol, setRol] = useState('');
  const [estado, setEstado] = useState('');
  const query: UsersFilters = {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(sector ? { sector: Number(sector) } : {}),
    ...(rol ? { rol: Number(rol) } : {}),
    ...(estado === 'Activo' || estado === 'Inactivo' ? { estado } : {}),
  };
  const users = useUsers(query);
  const remove = useDeleteUser();
  const dialogs = useDialogs();
  const reportError = useReportError();
  const readOnly = useReadOnly();
  // A write on another page (register, change) comes back here with its message.
  const arrived = (useLocation().state as { mensaje?: string } | null)?.mensaje ?? null;
  const [done, setDone] = useState<string | null>(arrived);

  const confirmDelete = (user: UserSummaryDto) =>
    dialogs.confirm({
      title: 'Eliminar usuario',
      message: `¿Eliminar a ${user.nombre} ${user.apellido} (${user.email})? No podrá volver a ingresar y sus sesiones abiertas terminan ahora.`,
      confirmLabel: 'Eliminar',
      cancelLabel: 'Cancelar',
      onConfirm: () =>
        remove.mutate(user.idUsuario, {
          onSuccess: (answer) => setDone(answer.mensaje),
          onError: (error) => reportError(error),
        }),
    });

  if (users.isError && isModuleRefusal(users.error)) return <ServerRefusal error={users.error} />;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end" gap="sm">
        <Group gap="sm" align="end" wrap="wrap">
          <TextInput
            label="Buscar"
            placeholder="Nombre o e-mail"
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <NativeSelect
            label="Sector"
            data={options(USER_SECTORS, 'Todos')}
            value={sector}
            onChange={(event) => setSector(event.currentTarget.value)}
          />
          <NativeSelect
            label="Rol"
            data={options(USER_ROLES, 'Todos')}
            value={rol}
            onChange={(event) => setRol(event.currentTarget.value)}
          />
          <NativeSelect
            label="Estado"
            data={['Todos', 'Activo', 'Inactivo']}
            value={estado || 'Todos'}
            onChange={(event) => setEstado(event.currentTarget.value)}
          />
        </Group>
        {!readOnly && (
          <Button component={Link} to="/gestionusuarios/registrar-usuario">
            Registrar usuario
          </Button>
        )}
      </Group>
      {done && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setDone(null)}
        >
          {done}
        </Alert>
      )}
      <div aria-live="polite" aria-busy={users.isFetching} className="result-slot">
        {users.isError && <LoadError error={users.error} />}
        {users.data &&
          (users.data.usuarios.length === 0 ? (
            <EmptyState title={MESSAGES.noResults} hint="Probá con otros filtros de búsqueda." />
          ) : (
            <UsersTable users={users.data.usuarios} onDelete={confirmDelete} />
          ))}
      </div>
    </Stack>
  );
}
