import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

export const authorizationsFeature: Feature = {
  id: 'authorizations',
  privatePages: {
    'tramitesonline/tramites-de-autorizaciones': {
      section: [
        { page: lazy(() => import('./routes/authorizations-route')) },
        { path: 'tramites/:nro', page: lazy(() => import('./routes/request-detail-route')) },
      ],
    },
  },
  menu: {
    badges: {
      // Only a session allowed into the module loads it: visitors and the public home never do.
      'tramites-de-autorizaciones': {
        component: lazy(() => import('./components/inbox/inbox-menu-badge')),
        permission: 'tramites-de-autorizaciones',
      },
    },
  },
};
