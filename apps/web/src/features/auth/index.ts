import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

// The header's visitor side is part of the shell every visitor sees; its form loads on its own.
export { HeaderLogin } from './components/header-login';

export const authFeature: Feature = {
  id: 'auth',
  routes: [
    { path: 'home/registracion', page: lazy(() => import('./routes/registration-route')) },
    { path: 'login-mobile', page: lazy(() => import('./routes/login-mobile-route')) },
    { path: 'forgot-password', page: lazy(() => import('./routes/forgot-password-route')) },
    {
      path: 'forgot-password/new-password',
      page: lazy(() => import('./routes/new-password-route')),
    },
  ],
};
