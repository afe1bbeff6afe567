import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

export const settlementsFeature: Feature = {
  id: 'settlements',
  privatePages: {
    'tramitesonline/consulta-de-liquidacion': {
      page: lazy(() => import('./routes/settlements-route')),
    },
  },
};
