import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

export const connectivityFeature: Feature = {
  id: 'connectivity',
  privatePages: {
    'tramitesonline/tramites-conectividad': {
      page: lazyWithPreload(() => import('./routes/connectivity-route')),
    },
  },
};
