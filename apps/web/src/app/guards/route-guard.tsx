import { decideAccess, type AccessDecision, type PrivateRoute } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { LoadingScreen } from '@/components/loading-screen';
import { MaintenanceNotice } from '@/components/maintenance-notice';
import { PageShell } from '@/components/page-shell';
import { TermsRoute } from '@/features/session';
import { useRecheckPermissions } from '@/lib/session/recheck-permissions';
import { useSession } from '@/lib/session/session-context';
import type { Session } from '@/lib/session/session-types';
import { useRouteTitle } from './route-title';

function decide(session: Session | null, route: PrivateRoute): AccessDecision {
  return decideAccess(
    {
      loggedIn: session !== null,
      termsAccepted: session?.termsAccepted ?? false,
      permissions: session?.permissions ?? null,
    },
    route.permission,
  );
}

interface OutcomeProps {
  decision: AccessDecision;
  route: PrivateRoute;
  children: ReactNode;
}

/** The permission message; the server is asked whether an admin has granted the route since. */
function Forbidden({ route, title }: { route: PrivateRoute; title: string }) {
  useRecheckPermissions(route.permission);
  return (
    <PageShell title={title}>
      <AccessDenied />
    </PageShell>
  );
}

/** What each decision of spec §4/§6 shows; 'allowed' keeps the page in the same tree slot. */
function AccessOutcome({ decision, route, children }: OutcomeProps) {
  const title = useRouteTitle(route);
  switch (decision) {
    case 'login':
      return <Navigate to="/" replace />;
    case 'terms':
      return <TermsRoute />;
    case 'forbidden':
      return <Forbidden route={route} title={title} />;
    case 'maintenance':
      return (
        <PageShell title={title}>
          <MaintenanceNotice />
        </PageShell>
      );
    case 'allowed':
      return children;
  }
}

/** Spec §4/§6 route display: login, accepted terms, permission, active module, in that order. */
export function RouteGuard({ route, children }: { route: PrivateRoute; children: ReactNode }) {
  const { loading, session } = useSession();
  if (loading) return <LoadingScreen />;
  return (
    <AccessOutcome decision={decide(session, route)} route={route}>
      {children}
    </AccessOutcome>
  );
}

/**
 * The terms route: a user with pending terms always sees the screen (whether or not the
 * server lists a 'terminos' menu entry); after acceptance the regular decision applies.
 */
export function TermsGate({ route }: { route: PrivateRoute }) {
  const { loading, session } = useSession();
  if (loading) return <LoadingScreen />;
  const decision = session && !session.termsAccepted ? 'allowed' : decide(session, route);
  return (
    <AccessOutcome decision={decision} route={route}>
      <TermsRoute />
    </AccessOutcome>
  );
}

/** Login only: for /tramitesonline, which has no permission key of its own. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { loading, session } = useSession();
  if (loading) return <LoadingScreen />;
  return session ? children : <Navigate to="/" replace />;
}
