import type { PermissionKey } from '@portal/domain/access';
import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { PageShell } from '@/components/page-shell';
import { useModuleStatus } from './module-status';
import { ServerRefusal } from '@/components/server-refusal';
import { FirstScreenContent } from '@/lib/first-screen';

interface Props {
  title: string;
  permission: PermissionKey;
  children: ReactNode;
}

/**
 * A built module's page, shown once the server's own guard agrees (session, terms, permission,
 * active module): an ended session is noticed when the page opens, not at the first action.
 */
export default function ModuleGate({ title, permission, children }: Props) {
  const status = useModuleStatus(permission);
  if (status.isSuccess) return <FirstScreenContent>{children}</FirstScreenContent>;
  return (
    <PageShell title={title}>
      {status.isError ? <ServerRefusal error={status.error} /> : <LoadingScreen />}
    </PageShell>
  );
}
