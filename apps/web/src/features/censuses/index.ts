import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

export const censusesFeature: Feature = {
  id: 'censuses',
  privatePages: {
    'tramitesonline/censos': { page: lazyWithPreload(() => import('./routes/censuses-route')) },
  },
};
