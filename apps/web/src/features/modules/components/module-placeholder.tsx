import { Alert } from '@mantine/core';
import { EXTRA_MESSAGES } from '@portal/domain/app';
import type { PermissionKey } from '@portal/domain/access';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { useModuleStatus } from '../api/module-status';
import { ServerRefusal } from '@/components/server-refusal';

interface Props {
  title: string;
  permission: PermissionKey;
}

/** An allowed module no issue has built yet: its title, after the server's own check. */
export function ModulePlaceholder({ title, permission }: Props) {
  const status = useModuleStatus(permission);
  return (
    <PageShell title={title}>
      {status.isPending ? (
        <LoadingScreen />
      ) : status.isError ? (
        <ServerRefusal error={status.error} />
      ) : (
        <Alert color="blue" variant="light">
          {EXTRA_MESSAGES.moduleNotAvailableYet}
        </Alert>
      )}
    </PageShell>
  );
}
