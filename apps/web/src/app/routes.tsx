import { BASE_PATH } from '@portal/domain/app';
import { PRIVATE_ROUTES, type PrivateRoute } from '@portal/domain/access';
import { matchRoutes, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import type { AppRoute, Lazy, PrivatePage, SectionPage } from '@/lib/feature';
import { FirstScreenContent } from '@/lib/first-screen';
import { useSession } from '@/lib/session/session-context';
import { appRoutesOf, privatePagesOf } from './feature-registry';
import { ModuleGate } from './guards/module-check';
import { RequireLogin, RouteGuard, TermsGate } from './guards/route-guard';
import { useRouteTitle } from './guards/route-title';
import { RootLayout } from './layout/root-layout';
import { ShellLayout } from './layout/shell-layout';
// Keep after the guards and layouts: reaching the feature list first changes Rolldown's chunking
// (three lib modules the header login shares with lazy pages become extra initial chunks, +1 KB
// gzip; rolldown issues 9269 and 10263, order-dependent splitting).
import { FEATURES } from './features';

const APP_ROUTES = appRoutesOf(FEATURES);
const PRIVATE_PAGES = privatePagesOf(FEATURES);

const TERMS_PATH = 'terminos-y-condiciones';

/** The private route at `pathname` (under the basename) and its page, if a feature serves it. */
export function privatePageAt(pathname: string) {
  if (!pathname.startsWith(`${BASE_PATH}/`)) return undefined;
  const path = pathname.slice(BASE_PATH.length + 1).replace(/\/$/, '');
  const route = PRIVATE_ROUTES.find((r) => path === r.path || path.startsWith(`${r.path}/`));
  const content = route && PRIVATE_PAGES.get(route.path);
  if (!route || !content) return undefined;
  if ('page' in content) return { route, page: content.page };
  const rest = path.slice(route.path.length + 1) || undefined;
  const page = content.section.find((section) => section.path === rest)?.page;
  return page && { route, page };
}

/** What a route of the features tells the server's prerender and the boot, in its `handle`. */
export interface RouteHandle {
  browserOnly: boolean;
  page: AppRoute['page'];
}

/** The page a feature's route (not a private one) shows at `pathname`, under the basename. */
export function appPageAt(pathname: string): AppRoute['page'] | undefined {
  const handle = matchRoutes(routes, pathname, BASE_PATH)?.at(-1)?.route.handle as
    RouteHandle | undefined;
  return handle?.page;
}

function appRoute(route: AppRoute): RouteObject {
  const { path, page: Page, requiresLogin, browserOnly = false } = route;
  const page = (
    <FirstScreenContent>
      <Page path={path} />
    </FirstScreenContent>
  );
  const element = requiresLogin ? <RequireLogin>{page}</RequireLogin> : page;
  const handle: RouteHandle = { browserOnly, page: Page };
  return path === '' ? { index: true, element, handle } : { path, element, handle };
}

function sectionRoute(route: PrivateRoute, { path, title, page: Page }: SectionPage): RouteObject {
  const element = <Page title={title ?? route.title} />;
  return path === undefined ? { index: true, element } : { path, element };
}

/** A private route's one page, titled as the session reads the route. */
function PrivatePageContent({
  route,
  page: Page,
}: {
  route: PrivateRoute;
  page: Lazy<{ title: string }>;
}) {
  const title = useRouteTitle(route);
  // The page's code loads beside the gate's and its answer, not after them: a reloaded private
  // page would otherwise wait for three round trips in a row. In render: while the gate's own
  // chunk suspends, no effect of this component would run.
  ModuleGate.preload();
  Page.preload();
  return (
    <ModuleGate title={title} permission={route.permission}>
      <Page title={title} />
    </ModuleGate>
  );
}

/**
 * terminos-y-condiciones: while a session's terms are pending, the screen to accept them
 * (TermsGate); once accepted, the feature's page that shows them again, guarded as any route.
 */
function TermsRouteContent({
  route,
  page,
}: {
  route: PrivateRoute;
  page: Lazy<{ title: string }>;
}) {
  const { session } = useSession();
  if (!session || !session.termsAccepted) return <TermsGate route={route} />;
  return (
    <RouteGuard route={route}>
      <PrivatePageContent route={route} page={page} />
    </RouteGuard>
  );
}

/** The feature's page or section of a private route (every route has one: lib/feature). */
function contentOf(route: PrivateRoute): PrivatePage {
  const content = PRIVATE_PAGES.get(route.path);
  if (!content) throw new Error(`No feature gives a page to the private route ${route.path}`);
  return content;
}

/** A private route of spec §2: its feature's page, or its section of pages. */
function privateRoute(route: PrivateRoute): RouteObject {
  const content = contentOf(route);
  if (route.path === TERMS_PATH && 'page' in content) {
    return { path: route.path, element: <TermsRouteContent route={route} page={content.page} /> };
  }
  if ('section' in content) {
    // A module with pages of its own under its path: one guard for all of them.
    return {
      path: route.path,
      element: (
        <RouteGuard route={route}>
          <Outlet />
        </RouteGuard>
      ),
      children: content.section.map((page) => sectionRoute(route, page)),
    };
  }
  return {
    path: route.path,
    element: (
      <RouteGuard route={route}>
        <PrivatePageContent route={route} page={content.page} />
      </RouteGuard>
    ),
  };
}

const toHome = <Navigate to="/" replace />;

/** Spec §2's route table, under the /prestadores basename, from the features' indexes. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <ShellLayout />,
        children: [
          // The old portal's addresses of the home; '/home' also matches '/home/'.
          { path: 'home', element: toHome },
          { path: 'home/index.php', element: toHome },
          ...APP_ROUTES.filter((route) => !route.fullScreen).map(appRoute),
          ...PRIVATE_ROUTES.filter((route) => !route.fullScreen).map(privateRoute),
        ],
      },
      {
        element: <ShellLayout fullScreen />,
        children: [
          ...APP_ROUTES.filter((route) => route.fullScreen).map(appRoute),
          ...PRIVATE_ROUTES.filter((route) => route.fullScreen).map(privateRoute),
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
