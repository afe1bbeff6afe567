import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
  'tramitesonline/datos-personales': {
    page: lazyWithPreload(() => import('./routes/personal-route')),
  },
  'tramitesonline/datos-personales/domicilios': {
    page: lazyWithPreload(() => import('./routes/places-route')),
  },
  'tramitesonline/datos-personales/documentacion': {
    page: lazyWithPreload(() => import('./routes/documents-route')),
  },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

/** Mis datos (tramitesonline/datos-personales): one page per section of spec §6. */
export const profileFeature: Feature = {
  id: 'profile',
  privatePages,
};
