import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

export const settlementsFeature: Feature = {
  id: 'settlements',
  privatePages: {
    'tramitesonline/consulta-de-liquidacion': {
      page: lazyWithPreload(() => import('./routes/settlements-route')),
    },
  },
};
