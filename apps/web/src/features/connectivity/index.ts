import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

export const connectivityFeature: Feature = {
  id: 'connectivity',
  privatePages: {
    'tramitesonline/tramites-conectividad': {
      page: lazy(() => import('./routes/connectivity-route')),
    },
  },
};
