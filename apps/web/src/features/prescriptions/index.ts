import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
  'tramitesonline/receta-digital': {
    page: lazyWithPreload(() => import('./routes/prescription-route')),
  },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

/** Receta digital: a prescription for a valid affiliate, its PDF with a QR, cancelling it. */
export const prescriptionsFeature: Feature = {
  id: 'prescriptions',
  privatePages,
};
