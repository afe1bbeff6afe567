import { Alert } from '@mantine/core';
import { EXTRA_MESSAGES, type PermissionKey } from '@portal/domain';
import type { ReactNode } from 'react';
import { AccessDenied } from '@/components/access-denied';
import { LoadingScreen } from '@/components/loading-screen';
import { MaintenanceNotice } from '@/components/maintenance-notice';
import { PageShell } from '@/components/page-shell';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useModuleStatus } from '../api/module-status';

interface Props {
  title: string;
  permission: PermissionKey;
  aside?: ReactNode;
  children?: ReactNode;
}

function ServerRefusal({ error }: { error: unknown }) {
  if (isApiError(error) && error.code === 'MODULE_INACTIVE') return <MaintenanceNotice />;
  if (isApiError(error) && error.code === 'FORBIDDEN') return <AccessDenied />;
  if (isApiError(error) && error.code === 'TERMS_REQUIRED') {
    return <AccessDenied message={EXTRA_MESSAGES.termsRequired} />;
  }
  return (
    <Alert color="red" title="Ups!">
      {errorMessage(error)}
    </Alert>
  );
}

/** An allowed module no issue has built yet: its title, after the server's own check. */
export function ModulePlaceholder({ title, permission, aside, children }: Props) {
  const status = useModuleStatus(permission);
  return (
    <PageShell title={title} aside={aside}>
      {status.isPending ? (
        <LoadingScreen />
      ) : status.isError ? (
        <ServerRefusal error={status.error} />
      ) : (
        <>
          <Alert color="blue" variant="light">
            {EXTRA_MESSAGES.moduleNotAvailableYet}
          </Alert>
          {children}
        </>
      )}
    </PageShell>
  );
}
