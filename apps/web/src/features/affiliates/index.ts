import { lazy } from 'react';
import type { Feature } from '@/app/feature';

export const affiliatesFeature: Feature = {
  id: 'affiliates',
  privatePages: {
    'tramitesonline/validar-afiliado': {
      page: lazy(() => import('./routes/validate-affiliate-route')),
    },
  },
};
