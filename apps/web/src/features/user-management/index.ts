import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

/** Gestión de usuarios (admin only): the team list and activity, registering and changing users. */
export const userManagementFeature: Feature = {
  id: 'user-management',
  privatePages: {
    gestionusuarios: { page: lazy(() => import('./routes/users-route')) },
    'gestionusuarios/registrar-usuario': {
      page: lazy(() => import('./routes/register-user-route')),
    },
    'gestionusuarios/modificar-usuario/:idUsuario/:encryp': {
      page: lazy(() => import('./routes/modify-user-route')),
    },
  },
};
