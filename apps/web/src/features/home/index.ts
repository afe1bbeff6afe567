import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

/**
 * The logged-in home (what waits on the provider, and the affiliate field) and /tramitesonline,
 * every procedure the user may open.
 */
export const homeFeature: Feature = {
  id: 'home',
  routes: [
    {
      path: 'tramitesonline',
      page: lazyWithPreload(() => import('./routes/online-procedures-route')),
      fullScreen: true,
      requiresLogin: true,
    },
  ],
  providerHome: lazyWithPreload(() => import('./components/provider-home')),
};
