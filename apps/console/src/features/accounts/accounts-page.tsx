import {
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { StaffAccount } from '@portal/contracts';
import { STAFF_ROLE_LABELS } from '@portal/domain/staff';
import { useState } from 'react';
import { ErrorNotice } from '@/lib/error-notice';
import { AccountActions } from './account-actions';
import { useAccounts } from './accounts-api';
import { CreateAccountDialog } from './create-account-dialog';

function State({ account }: { account: StaffAccount }) {
  if (account.blocked)
    return (
      <Badge color="red" variant="light">
        Bloqueada
      </Badge>
    );
  if (account.invitationPending)
    return (
      <Badge color="orange" variant="light">
        Alta pendiente
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      Activa
    </Badge>
  );
}

/** The staff accounts (admin): who they are, their roles and state, and what to change. */
export default function AccountsPage() {
  const accounts = useAccounts();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Cuentas del personal</Title>
        <Button onClick={() => setCreating(true)}>Nueva cuenta</Button>
      </Group>
      <ErrorNotice error={accounts.error} />
      {accounts.isPending && <Loader aria-label="Cargando las cuentas" />}
      {accounts.data && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Roles</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Segundo factor</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Acciones</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>{account.name}</Table.Td>
                  <Table.Td>{account.email}</Table.Td>
                  <Table.Td>
                    {account.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <State account={account} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{account.secondFactor ? 'Configurado' : 'Pendiente'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <AccountActions account={account} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateAccountDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
