import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

/** The logged-in home: what waits on the provider, and the affiliate field. */
export const homeFeature: Feature = {
  id: 'home',
  providerHome: lazyWithPreload(() => import('./components/provider-home')),
};
