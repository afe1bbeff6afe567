import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

export const ratingsFeature: Feature = {
  id: 'ratings',
  privatePages: {
    'tramitesonline/mis-calificaciones': {
      page: lazyWithPreload(() => import('./routes/ratings-route')),
    },
  },
};
