import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

export const supportCasesFeature: Feature = {
  id: 'support-cases',
  privatePages: {
    'tramitesonline/capweb': {
      section: [
        { page: lazy(() => import('./routes/capweb-route')) },
        { path: 'tramite/:nroTramite', page: lazy(() => import('./routes/case-detail-route')) },
      ],
    },
  },
  menu: {
    badges: {
      // Only a session allowed into the centre loads it: visitors and the public home never do.
      capweb: {
        component: lazy(() => import('./components/inbox-menu-badge')),
        permission: 'centro-de-atencion-al-prestador',
      },
    },
  },
};
