import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

/** Gestión de usuarios (admin only): the team list and activity, registering and changing users. */
export const userManagementFeature: Feature = {
  id: 'user-management',
  privatePages: {
    gestionusuarios: { page: lazyWithPreload(() => import('./routes/users-route')) },
    'gestionusuarios/registrar-usuario': {
      page: lazyWithPreload(() => import('./routes/register-user-route')),
    },
    'gestionusuarios/modificar-usuario/:idUsuario/:encryp': {
      page: lazyWithPreload(() => import('./routes/modify-user-route')),
    },
  },
};
