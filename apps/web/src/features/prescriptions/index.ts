import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

/** Receta digital: a prescription for a valid affiliate, its PDF with a QR, cancelling it. */
export const prescriptionsFeature: Feature = {
  id: 'prescriptions',
  privatePages: {
    'tramitesonline/receta-digital': {
      page: lazyWithPreload(() => import('./routes/prescription-route')),
    },
  },
};
