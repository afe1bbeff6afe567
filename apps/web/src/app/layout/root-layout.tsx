import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { DialogProvider } from '@/components/dialogs/dialog-provider';
import { LoadingScreen } from '@/components/loading-screen';
import { SessionBoot } from '@/features/session/components/session-boot';
import { SessionMessageWatcher } from '@/features/session/components/session-message-watcher';
import { useSession } from '@/lib/session/session-context';
import { RouteErrorBoundary } from './route-error';

const SessionWatchers = lazy(() => import('@/features/session/components/session-watchers'));

/** Root of every route: session lifecycle, the dialog host, and a loader while re-establishing. */
export function RootLayout() {
  const { loading, session } = useSession();
  return (
    <DialogProvider>
      <SessionBoot />
      <SessionMessageWatcher />
      {session && (
        <Suspense fallback={null}>
          <SessionWatchers />
        </Suspense>
      )}
      <RouteErrorBoundary>
        {loading ? <LoadingScreen label="Estableciendo tu sesión…" /> : <Outlet />}
      </RouteErrorBoundary>
    </DialogProvider>
  );
}
