import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

/** The private reference pages of informacionutil, each behind its own permission key. */
export const guidesFeature: Feature = {
  id: 'guides',
  privatePages: {
    'informacionutil/planillas-presentaciones': {
      page: lazy(() => import('./routes/forms-route')),
    },
    'informacionutil/documentacion-para-autorizaciones': {
      page: lazy(() => import('./routes/documents-route')),
    },
    'informacionutil/practicas': { page: lazy(() => import('./routes/practices-route')) },
  },
};
