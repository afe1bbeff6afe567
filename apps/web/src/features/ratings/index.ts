import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

export const ratingsFeature: Feature = {
  id: 'ratings',
  privatePages: {
    'tramitesonline/mis-calificaciones': { page: lazy(() => import('./routes/ratings-route')) },
  },
};
