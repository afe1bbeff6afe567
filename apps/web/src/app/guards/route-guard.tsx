import { decideAccess, type AccessDecision, type PrivateRoute } from '@portal/domain/access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { TermsRoute } from '@/features/session';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
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

type ScreenProps = { route: PrivateRoute; title: string };

// The guard's own screens are rare (a sub-user's permission message, a module in maintenance):
// they load on demand, so the application's boot carries only the decision.
const ForbiddenScreen = lazyWithPreload<ScreenProps>(() =>
  import('./guard-screens').then((screens) => ({ default: screens.ForbiddenScreen })),
);
const MaintenanceScreen = lazyWithPreload<ScreenProps>(() =>
  import('./guard-screens').then((screens) => ({ default: screens.MaintenanceScreen })),
);

/** What each decision of spec §4/§6 shows; 'allowed' keeps the page in the same tree slot. */
function AccessOutcome({ decision, route, children }: OutcomeProps) {
  const title = useRouteTitle(route);
  switch (decision) {
    case 'login':
      return <Navigate to="/" replace />;
    case 'terms':
      return <TermsRoute />;
    case 'forbidden':
      return <ForbiddenScreen route={route} title={title} />;
    case 'maintenance':
      return <MaintenanceScreen route={route} title={title} />;
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
