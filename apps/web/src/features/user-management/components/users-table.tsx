import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import type { UserSummaryDto } from '@portal/contracts';
import { Link } from 'react-router';
import { RowCards } from '@/components/row-cards/row-cards';
import { ScrollTable } from '@/components/scroll-table';
import { useNarrow } from '@/lib/use-narrow';

interface Props {
  users: readonly UserSummaryDto[];
  onDelete: (user: UserSummaryDto) => void;
}

/** The modificar-usuario link of a user: its id and the server's sealed form of it. */
export const modifyHref = (user: UserSummaryDto) =>
  `/gestionusuarios/modificar-usuario/${user.idUsuario}/${user.encryp}`;

const fullName = (user: UserSummaryDto) => `${user.nombre} ${user.apellido}`;

function StateBadge({ user }: { user: UserSummaryDto }) {
  return (
    <Badge color={user.estado === 'Activo' ? 'green' : 'gray'} variant="light">
      {user.estado}
    </Badge>
  );
}

function Actions({ user, onDelete }: { user: UserSummaryDto; onDelete: Props['onDelete'] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor component={Link} to={modifyHref(user)} aria-label={`Modificar a ${fullName(user)}`}>
        Modificar
      </Anchor>
      {!user.esUsted && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => onDelete(user)}
          aria-label={`Eliminar a ${fullName(user)}`}
        >
          Eliminar
        </Button>
      )}
    </Group>
  );
}

/** The team: a table, or at 390 px cards headed by e-mail, name and state. */
export function UsersTable({ users, onDelete }: Props) {
  const narrow = useNarrow();
  if (narrow) {
    return (
      <RowCards
        label="Usuarios"
        rows={users}
        rowKey={(user) => user.idUsuario}
        cardLabel={(user) => `Usuario ${user.email}`}
        title={(user) => (
          <>
            <strong>{fullName(user)}</strong>
            <span>{user.email}</span>
            <StateBadge user={user} />
          </>
        )}
        fields={[
          { label: 'Sector', value: (user) => user.sector ?? '—' },
          { label: 'Rol', value: (user) => user.rol ?? '—' },
          { label: 'Último ingreso', value: (user) => user.ultimoIngreso ?? 'Nunca' },
        ]}
        action={(user) => <Actions user={user} onDelete={onDelete} />}
      />
    );
  }
  return (
    <ScrollTable label="Usuarios">
      <Table striped highlightOnHover>
        <caption className="visually-hidden">Usuarios</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Sector</Table.Th>
            <Table.Th>Rol</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Último ingreso</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.idUsuario}>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>
                {fullName(user)}
                {user.admin && ' (administrador)'}
              </Table.Td>
              <Table.Td>{user.sector ?? '—'}</Table.Td>
              <Table.Td>{user.rol ?? '—'}</Table.Td>
              <Table.Td>
                <StateBadge user={user} />
              </Table.Td>
              <Table.Td>{user.ultimoIngreso ?? 'Nunca'}</Table.Td>
              <Table.Td>
                <Actions user={user} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
