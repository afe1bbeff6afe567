import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

/** The private reference pages of informacionutil, each behind its own permission key. */
export const guidesFeature: Feature = {
  id: 'guides',
  privatePages: {
    'informacionutil/planillas-presentaciones': {
      page: lazyWithPreload(() => import('./routes/forms-route')),
    },
    'informacionutil/documentacion-para-autorizaciones': {
      page: lazyWithPreload(() => import('./routes/documents-route')),
    },
    'informacionutil/practicas': {
      page: lazyWithPreload(() => import('./routes/practices-route')),
    },
  },
};
