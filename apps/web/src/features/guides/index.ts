import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
  'informacionutil/planillas-presentaciones': {
    page: lazyWithPreload(() => import('./routes/forms-route')),
  },
  'informacionutil/documentacion-para-autorizaciones': {
    page: lazyWithPreload(() => import('./routes/documents-route')),
  },
  'informacionutil/practicas': {
    page: lazyWithPreload(() => import('./routes/practices-route')),
  },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

/** The private reference pages of informacionutil, each behind its own permission key. */
export const guidesFeature: Feature = {
  id: 'guides',
  privatePages,
};
