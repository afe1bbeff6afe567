import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

/** Mis datos (tramitesonline/datos-personales): one page per section of spec §6. */
export const profileFeature: Feature = {
  id: 'profile',
  privatePages: {
    'tramitesonline/datos-personales': {
      page: lazyWithPreload(() => import('./routes/personal-route')),
    },
    'tramitesonline/datos-personales/domicilios': {
      page: lazyWithPreload(() => import('./routes/places-route')),
    },
    'tramitesonline/datos-personales/documentacion': {
      page: lazyWithPreload(() => import('./routes/documents-route')),
    },
  },
};
