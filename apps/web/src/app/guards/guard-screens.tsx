import type { PrivateRoute } from '@portal/domain/access';
import { AccessDenied } from '@/components/access-denied';
import { MaintenanceNotice } from '@/components/maintenance-notice';
import { PageShell } from '@/components/page-shell';
import { useRecheckPermissions } from '@/lib/session/recheck-permissions';

interface Props {
  route: PrivateRoute;
  title: string;
}

/** The permission message; the server is asked whether an admin has granted the route since. */
export function ForbiddenScreen({ route, title }: Props) {
  useRecheckPermissions(route.permission);
  return (
    <PageShell title={title}>
      <AccessDenied />
    </PageShell>
  );
}

/** An inactive module's page: the maintenance image under the route's title. */
export function MaintenanceScreen({ title }: Props) {
  return (
    <PageShell title={title}>
      <MaintenanceNotice />
    </PageShell>
  );
}
