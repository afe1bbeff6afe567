import { Button, Group, Modal, Stack } from '@mantine/core';
import type { StaffAccount } from '@portal/contracts';
import type { StaffRole } from '@portal/domain/staff';
import { useState } from 'react';
import { ErrorNotice } from '@/lib/error-notice';
import { useChangeRoles } from './accounts-api';
import { RolesField } from './roles-field';

/** Changing an account's roles: takes effect on the person's next request (ADR 0055). */
export function RolesDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const [roles, setRoles] = useState<StaffRole[]>(account.roles);
  const change = useChangeRoles();
  const empty = roles.length === 0;
  return (
    <Modal opened onClose={onClose} title={`Roles de ${account.name}`}>
      <Stack gap="sm">
        <ErrorNotice error={change.error} />
        <RolesField
          value={roles}
          onChange={setRoles}
          error={empty ? 'Indicá al menos un rol.' : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            disabled={empty}
            loading={change.isPending}
            onClick={() => change.mutate({ id: account.id, roles }, { onSuccess: onClose })}
          >
            Guardar los roles
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
