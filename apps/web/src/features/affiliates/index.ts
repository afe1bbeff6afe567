import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

export const affiliatesFeature: Feature = {
  id: 'affiliates',
  privatePages: {
    'tramitesonline/validar-afiliado': {
      page: lazy(() => import('./routes/validate-affiliate-route')),
    },
  },
};
