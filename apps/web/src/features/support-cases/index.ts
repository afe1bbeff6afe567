import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
  'tramitesonline/capweb': {
    section: [
      { page: lazyWithPreload(() => import('./routes/capweb-route')) },
      {
        path: 'tramite/:nroTramite',
        page: lazyWithPreload(() => import('./routes/case-detail-route')),
      },
    ],
  },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

export const supportCasesFeature: Feature = {
  id: 'support-cases',
  privatePages,
  menu: {
    badges: {
      // Only a session allowed into the centre loads it: visitors and the public home never do.
      capweb: {
        component: lazyWithPreload(() => import('./components/inbox-menu-badge')),
        permission: 'centro-de-atencion-al-prestador',
      },
    },
  },
};
