import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
  gestionusuarios: { page: lazyWithPreload(() => import('./routes/users-route')) },
  'gestionusuarios/registrar-usuario': {
    page: lazyWithPreload(() => import('./routes/register-user-route')),
  },
  'gestionusuarios/modificar-usuario/:idUsuario/:encryp': {
    page: lazyWithPreload(() => import('./routes/modify-user-route')),
  },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

/** Gestión de usuarios (admin only): the team list and activity, registering and changing users. */
export const userManagementFeature: Feature = {
  id: 'user-management',
  privatePages,
};
