import { Alert, Stack, Switch, Text } from '@mantine/core';
import type { ProviderDetail } from '@portal/contracts';
import { useState } from 'react';
import { ErrorNotice } from '@/lib/error-notice';
import { useMayManageAccounts } from './may-manage';
import { useChangeModules } from './providers-api';

interface Props {
  codigo: number;
  modules: ProviderDetail['modulos'];
}

/**
 * One switch per module the insurer grants: on, the provider's admins have it and may give it to
 * their team; off, nobody of the team has it from their next request.
 */
export function ModulesTab({ codigo, modules }: Props) {
  const mayManage = useMayManageAccounts();
  const change = useChangeModules(codigo);
  const [done, setDone] = useState<string | null>(null);
  const granted = modules.filter((entry) => entry.otorgado).map((entry) => entry.id);

  const toggle = (id: string, titulo: string, on: boolean) => {
    setDone(null);
    const next = on ? [...granted, id] : granted.filter((other) => other !== id);
    change.mutate(next, {
      onSuccess: () => setDone(on ? `Otorgaste «${titulo}».` : `Retiraste «${titulo}».`),
    });
  };

  return (
    <Stack gap="sm">
      {!mayManage && (
        <Text size="sm" c="dimmed">
          Los módulos los otorga Contrataciones.
        </Text>
      )}
      <ErrorNotice error={change.error} />
      {done && (
        <Alert color="green" variant="light" role="status">
          {done}
        </Alert>
      )}
      <Stack gap="xs" role="group" aria-label="Módulos del prestador">
        {modules.map((entry) => (
          <Switch
            key={entry.id}
            label={entry.titulo}
            checked={entry.otorgado}
            disabled={!mayManage || change.isPending}
            onChange={(event) => toggle(entry.id, entry.titulo, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
