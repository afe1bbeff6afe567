import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
  'tramitesonline/validar-afiliado': {
    page: lazyWithPreload(() => import('./routes/validate-affiliate-route')),
  },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

export const affiliatesFeature: Feature = {
  id: 'affiliates',
  privatePages,
};
