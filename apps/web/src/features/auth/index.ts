import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';
import { HeaderLoginForm } from './components/header-login-form';

// The header's visitor side is part of the shell every visitor sees; its form loads on its own.
export { HeaderLogin } from './components/header-login';

export const authFeature: Feature = {
  id: 'auth',
  // What a visitor's prerendered page mounts: the header's form and the account pages' forms.
  islands: {
    'header-login': HeaderLoginForm,
    'login-page': lazyWithPreload(() =>
      import('./components/login-page').then(({ LoginPage }) => ({ default: LoginPage })),
    ),
    'registration-form': lazyWithPreload(() =>
      import('./components/registration-form').then(({ RegistrationForm }) => ({
        default: RegistrationForm,
      })),
    ),
    'forgot-password-form': lazyWithPreload(() =>
      import('./components/forgot-password-form').then(({ ForgotPasswordForm }) => ({
        default: ForgotPasswordForm,
      })),
    ),
  },
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
