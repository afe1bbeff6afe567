import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

export const censusesFeature: Feature = {
  id: 'censuses',
  privatePages: {
    'tramitesonline/censos': { page: lazy(() => import('./routes/censuses-route')) },
  },
};
