import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';
import { HeaderLoginForm } from './components/header-login-form';

// The header's visitor side is part of the shell every visitor sees; its form loads on its own.
export { HeaderLogin } from './components/header-login';

export const authFeature: Feature = {
  id: 'auth',
  islands: { 'header-login': HeaderLoginForm },
  routes: [
    {
      path: 'home/registracion',
      page: lazyWithPreload(() => import('./routes/registration-route')),
    },
    { path: 'login-mobile', page: lazyWithPreload(() => import('./routes/login-mobile-route')) },
    {
      path: 'forgot-password',
      page: lazyWithPreload(() => import('./routes/forgot-password-route')),
    },
    {
      path: 'forgot-password/new-password',
      page: lazyWithPreload(() => import('./routes/new-password-route')),
      // The form with the token the PIN step left in the history state, or a way back to it.
      browserOnly: true,
    },
  ],
};
