import { MEDICAL_ATTENTION_PAGES, PRIVATE_ROUTES, type PrivateRoute } from '@portal/domain';
import { lazy, type ComponentType } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { CONTENT_PAGES } from '@/features/content/content-pages';
import { RequireLogin, RouteGuard, TermsGate } from './guards/route-guard';
import { RootLayout } from './layout/root-layout';
import { ShellLayout } from './layout/shell-layout';

const HomeRoute = lazy(() => import('@/features/content/routes/home-route'));
const ContentPageRoute = lazy(() => import('@/features/content/routes/content-page-route'));
const NotFoundRoute = lazy(() => import('@/features/content/routes/not-found-route'));
const LoginMobileRoute = lazy(() => import('@/features/auth/routes/login-mobile-route'));
const ForgotPasswordRoute = lazy(() => import('@/features/auth/routes/forgot-password-route'));
const NewPasswordRoute = lazy(() => import('@/features/auth/routes/new-password-route'));
const RegistrationRoute = lazy(() => import('@/features/auth/routes/registration-route'));
const ModuleRoute = lazy(() => import('@/features/modules/routes/module-route'));
const ModuleGate = lazy(() => import('@/features/modules/components/module-gate'));
const OnlineProceduresRoute = lazy(
  () => import('@/features/modules/routes/online-procedures-route'),
);
const ValidateAffiliateRoute = lazy(
  () => import('@/features/affiliates/routes/validate-affiliate-route'),
);
const ConnectivityRoute = lazy(() => import('@/features/connectivity/routes/connectivity-route'));
const MedicalAttentionHomeRoute = lazy(
  () => import('@/features/modules/routes/medical-attention-home-route'),
);
const MedicalAttentionPageRoute = lazy(
  () => import('@/features/modules/routes/medical-attention-page-route'),
);
const CapwebRoute = lazy(() => import('@/features/support-cases/routes/capweb-route'));
const CaseDetailRoute = lazy(() => import('@/features/support-cases/routes/case-detail-route'));

/** Private routes whose module is built; the others show the module placeholder. */
const MODULE_PAGES: Partial<Record<string, ComponentType<{ title: string }>>> = {
  'tramitesonline/validar-afiliado': ValidateAffiliateRoute,
  'tramitesonline/tramites-conectividad': ConnectivityRoute,
};

const TERMS_PATH = 'terminos-y-condiciones';
const MEDICAL_PATH = 'tramitesonline/atencion-medica';
const SUPPORT_CENTRE_PATH = 'tramitesonline/capweb';

/** A module with pages of its own under its path: one guard for all of them. */
function guardedSection(route: PrivateRoute, children: RouteObject[]): RouteObject {
  return {
    path: route.path,
    element: (
      <RouteGuard route={route}>
        <Outlet />
      </RouteGuard>
    ),
    children,
  };
}

function privateRoute(route: PrivateRoute): RouteObject {
  if (route.path === TERMS_PATH) {
    return { path: route.path, element: <TermsGate route={route} /> };
  }
  if (route.path === MEDICAL_PATH) {
    return guardedSection(route, [
      { index: true, element: <MedicalAttentionHomeRoute /> },
      ...MEDICAL_ATTENTION_PAGES.map((page) => ({
        path: page.path,
        element: <MedicalAttentionPageRoute title={page.title} />,
      })),
    ]);
  }
  if (route.path === SUPPORT_CENTRE_PATH) {
    return guardedSection(route, [
      { index: true, element: <CapwebRoute /> },
      { path: 'tramite/:nroTramite', element: <CaseDetailRoute /> },
    ]);
  }
  const Page = MODULE_PAGES[route.path];
  return {
    path: route.path,
    element: (
      <RouteGuard route={route}>
        {Page ? (
          <ModuleGate title={route.title} permission={route.permission}>
            <Page title={route.title} />
          </ModuleGate>
        ) : (
          <ModuleRoute title={route.title} permission={route.permission} />
        )}
      </RouteGuard>
    ),
  };
}

const toHome = <Navigate to="/" replace />;

/** Spec §2's route table, under the /prestadores basename. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <ShellLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          // '/home' also matches '/home/'.
          { path: 'home', element: toHome },
          { path: 'home/index.php', element: toHome },
          { path: 'home/registracion', element: <RegistrationRoute /> },
          { path: 'login-mobile', element: <LoginMobileRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordRoute /> },
          { path: 'forgot-password/new-password', element: <NewPasswordRoute /> },
          ...CONTENT_PAGES.filter((page) => !page.fullScreen).map((page) => ({
            path: page.path,
            element: <ContentPageRoute path={page.path} />,
          })),
          ...PRIVATE_ROUTES.filter((route) => !route.fullScreen).map(privateRoute),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        element: <ShellLayout fullScreen />,
        children: [
          {
            path: 'tramitesonline',
            element: (
              <RequireLogin>
                <OnlineProceduresRoute />
              </RequireLogin>
            ),
          },
          ...PRIVATE_ROUTES.filter((route) => route.fullScreen).map(privateRoute),
          ...CONTENT_PAGES.filter((page) => page.fullScreen).map((page) => ({
            path: page.path,
            element: <ContentPageRoute path={page.path} />,
          })),
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
