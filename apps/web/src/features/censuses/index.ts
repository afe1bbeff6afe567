import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
  'tramitesonline/censos': { page: lazyWithPreload(() => import('./routes/censuses-route')) },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

export const censusesFeature: Feature = {
  id: 'censuses',
  privatePages,
};
