import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

/** Mis datos (tramitesonline/datos-personales): one page per section of spec §6. */
export const profileFeature: Feature = {
  id: 'profile',
  privatePages: {
    'tramitesonline/datos-personales': { page: lazy(() => import('./routes/personal-route')) },
    'tramitesonline/datos-personales/domicilios': {
      page: lazy(() => import('./routes/places-route')),
    },
    'tramitesonline/datos-personales/documentacion': {
      page: lazy(() => import('./routes/documents-route')),
    },
  },
};
