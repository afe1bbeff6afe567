import { Outlet } from 'react-router';
import { DialogProvider } from '@/components/dialogs/dialog-provider';
import { LoadingScreen } from '@/components/loading-screen';
import { SessionBoot, SessionMessageWatcher, SessionWatchers } from '@/features/session';
import { AfterFirstScreen } from '@/lib/first-screen';
import { useSession } from '@/lib/session/session-context';
import { RouteErrorBoundary } from './route-error';

/** Root of every route: session lifecycle, the dialog host, and a loader while re-establishing. */
export function RootLayout() {
  const { loading, session } = useSession();
  return (
    <DialogProvider>
      <SessionBoot />
      <SessionMessageWatcher />
      {session && <AfterFirstScreen component={SessionWatchers} />}
      <RouteErrorBoundary>
        {loading ? <LoadingScreen label="Estableciendo tu sesión…" /> : <Outlet />}
      </RouteErrorBoundary>
    </DialogProvider>
  );
}
