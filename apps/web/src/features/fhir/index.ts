import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
  'gestionusuarios/sistemas-conectados': {
    page: lazyWithPreload(() => import('./routes/connected-systems-route')),
  },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

/** Sistemas conectados (FHIR): the admin registers and revokes the clinic systems' clients. */
export const fhirFeature: Feature = {
  id: 'fhir',
  privatePages,
};
