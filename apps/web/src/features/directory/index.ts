import { lazy } from 'react';
import type { Feature } from '@/lib/feature';
import { URGENT_CARE_PAGE } from './pages';

/**
 * The provider directory: atencion-medica's cartilla pages (its other pages are not this
 * feature's), the urgent-care screen, and the search visitors see on the public home.
 */
export const directoryFeature: Feature = {
  id: 'directory',
  sectionPages: {
    'tramitesonline/atencion-medica': [
      { path: 'cartilla', page: lazy(() => import('./routes/cartilla-home-route')) },
      {
        path: 'cartilla/especialidades-medicas',
        page: lazy(() => import('./routes/specialties-route')),
      },
      {
        path: 'cartilla/instituciones-profesionales',
        page: lazy(() => import('./routes/institutions-route')),
      },
      {
        path: 'cartilla/especialidades-guardias',
        page: lazy(() => import('./routes/urgent-care-specialties-route')),
      },
      {
        path: URGENT_CARE_PAGE.path,
        title: URGENT_CARE_PAGE.title,
        page: lazy(() => import('./routes/urgent-care-route')),
      },
    ],
  },
  homeSection: lazy(() => import('./components/public-directory')),
};
