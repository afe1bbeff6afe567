import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

export const authorizationsFeature: Feature = {
  id: 'authorizations',
  privatePages: {
    'tramitesonline/tramites-de-autorizaciones': {
      section: [
        { page: lazyWithPreload(() => import('./routes/authorizations-route')) },
        {
          path: 'tramites/:nro',
          page: lazyWithPreload(() => import('./routes/request-detail-route')),
        },
      ],
    },
  },
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
