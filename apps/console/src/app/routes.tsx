import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useSession } from '@/lib/services';
import { LoginPage } from '@/features/login/login-page';
import { Shell } from './shell';
import { HomePage } from '@/features/home/home-page';
import { QUEUE_IDS, type QueueId } from '@portal/domain/queues';
import { SECTIONS, sectionsFor } from './sections';

const InvitationPage = lazy(() => import('@/features/invitation/invitation-page'));
const AccountsPage = lazy(() => import('@/features/accounts/accounts-page'));
const AuditPage = lazy(() => import('@/features/audit/audit-page'));
const ContentPage = lazy(() => import('@/features/content/content-page'));
const ProvidersPage = lazy(() => import('@/features/providers/providers-page'));
const ImportsPage = lazy(() => import('@/features/imports/imports-page'));
const QueueListPage = lazy(() => import('@/features/queues/queue-list-page'));
const QueueItemPage = lazy(() => import('@/features/queues/queue-item-page'));

const queueOf = (path: string): QueueId | undefined =>
  QUEUE_IDS.find((queue) => path === `/colas/${queue}`);

const PAGES: Record<string, ReactNode> = {
  '/cuentas': <AccountsPage />,
  '/auditoria': <AuditPage />,
  '/contenido': <ContentPage />,
  '/prestadores': <ProvidersPage />,
  '/importaciones': <ImportsPage />,
};

/** A section's screen; a queue's section also opens its items (its path plus the item's id). */
function sectionRoutes(path: string) {
  const queue = queueOf(path);
  const guarded = (page: ReactNode) => (
    <RequireSection path={path}>
      <Suspense fallback={<Loading />}>{page}</Suspense>
    </RequireSection>
  );
  // A section may have pages of its own under its path (a provider's page).
  if (!queue) return [<Route key={path} path={`${path}/*`} element={guarded(PAGES[path])} />];
  return [
    <Route key={path} path={path} element={guarded(<QueueListPage key={queue} queue={queue} />)} />,
    <Route
      key={`${path}/:id`}
      path={`${path}/:id`}
      element={guarded(<QueueItemPage key={queue} queue={queue} />)}
    />,
  ];
}

function Loading() {
  return (
    <Center p="xl">
      <Loader aria-label="Cargando" />
    </Center>
  );
}

/** Private screens: without a session (never had one, expired, blocked) the login instead. */
function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/ingresar" replace state={{ from: location.pathname }} />;
  return children;
}

/** A section the person's roles do not open is not there for them: back to the start. */
function RequireSection({ path, children }: { path: string; children: ReactNode }) {
  const session = useSession();
  const allowed = sectionsFor(session?.staff.roles ?? []).some((section) => section.path === path);
  return allowed ? children : <Navigate to="/" replace />;
}

export function ConsoleRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/ingresar" element={<LoginPage />} />
        <Route path="/alta" element={<InvitationPage />} />
        <Route
          element={
            <RequireSession>
              <Shell />
            </RequireSession>
          }
        >
          <Route index element={<HomePage />} />
          {SECTIONS.flatMap((section) => sectionRoutes(section.path))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
