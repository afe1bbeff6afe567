import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
  'tramitesonline/tramites-de-autorizaciones': {
    section: [
      { page: lazyWithPreload(() => import('./routes/authorizations-route')) },
      {
        path: 'tramites/:nro',
        page: lazyWithPreload(() => import('./routes/request-detail-route')),
      },
    ],
  },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

export const authorizationsFeature: Feature = {
  id: 'authorizations',
  privatePages,
  menu: {
    badges: {
      // Only a session allowed into the module loads it: visitors and the public home never do.
      'tramites-de-autorizaciones': {
        component: lazyWithPreload(() => import('./components/inbox/inbox-menu-badge')),
        permission: 'tramites-de-autorizaciones',
      },
    },
  },
};
