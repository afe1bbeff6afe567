import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

export const affiliatesFeature: Feature = {
  id: 'affiliates',
  privatePages: {
    'tramitesonline/validar-afiliado': {
      page: lazyWithPreload(() => import('./routes/validate-affiliate-route')),
    },
  },
};
