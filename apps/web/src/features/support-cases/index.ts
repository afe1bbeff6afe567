import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

export const supportCasesFeature: Feature = {
  id: 'support-cases',
  privatePages: {
    'tramitesonline/capweb': {
      section: [
        { page: lazyWithPreload(() => import('./routes/capweb-route')) },
        {
          path: 'tramite/:nroTramite',
          page: lazyWithPreload(() => import('./routes/case-detail-route')),
        },
      ],
    },
  },
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
