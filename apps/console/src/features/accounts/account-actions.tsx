import { Button, Menu } from '@mantine/core';
import type { StaffAccount } from '@portal/contracts';
import { useState } from 'react';
import { useBlock, useResetSecondFactor } from './accounts-api';
import { ConfirmDialog, type Confirmation } from '@/lib/confirm-dialog';
import { RolesDialog } from './roles-dialog';

type Pending = { kind: 'block' | 'unblock' | 'reset'; confirmation: Confirmation };

function confirmationFor(kind: Pending['kind'], account: StaffAccount): Confirmation {
  switch (kind) {
    case 'block':
      return {
        title: 'Bloquear la cuenta',
        message: `${account.name} no va a poder ingresar y sus sesiones abiertas terminan ahora.`,
        confirmLabel: 'Bloquear',
        danger: true,
      };
    case 'unblock':
      return {
        title: 'Desbloquear la cuenta',
        message: `${account.name} va a poder volver a ingresar.`,
        confirmLabel: 'Desbloquear',
      };
    case 'reset':
      return {
        title: 'Restablecer el segundo factor',
        message: `Se anulan la clave y los códigos de recuperación de ${account.name} y terminan sus sesiones. En su próximo ingreso va a configurar el segundo factor de nuevo.`,
        confirmLabel: 'Restablecer',
        danger: true,
      };
  }
}

/** What an administrator can do to one account, each change confirmed first. */
export function AccountActions({ account }: { account: StaffAccount }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [editingRoles, setEditingRoles] = useState(false);
  const block = useBlock();
  const reset = useResetSecondFactor();
  const mutation = pending?.kind === 'reset' ? reset : block;

  const ask = (kind: Pending['kind']) => {
    block.reset();
    reset.reset();
    setPending({ kind, confirmation: confirmationFor(kind, account) });
  };
  const confirm = () => {
    if (!pending) return;
    const done = { onSuccess: () => setPending(null) };
    if (pending.kind === 'reset') reset.mutate(account.id, done);
    else block.mutate({ id: account.id, blocked: pending.kind === 'block' }, done);
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="xs" aria-label={`Acciones para ${account.name}`}>
            Acciones
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setEditingRoles(true)}>Cambiar los roles</Menu.Item>
          {account.blocked ? (
            <Menu.Item onClick={() => ask('unblock')}>Desbloquear</Menu.Item>
          ) : (
            <Menu.Item onClick={() => ask('block')}>Bloquear</Menu.Item>
          )}
          <Menu.Item onClick={() => ask('reset')} disabled={!account.secondFactor}>
            Restablecer el segundo factor
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        confirmation={pending?.confirmation ?? null}
        pending={mutation.isPending}
        error={mutation.error}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      {editingRoles && <RolesDialog account={account} onClose={() => setEditingRoles(false)} />}
    </>
  );
}
