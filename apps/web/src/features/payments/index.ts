import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature } from '@/lib/feature';

export const paymentsFeature: Feature = {
  id: 'payments',
  privatePages: {
    'tramitesonline/consulta-pagos-facturas': {
      page: lazyWithPreload(() => import('./routes/payments-route')),
    },
    pagosFull: { page: lazyWithPreload(() => import('./routes/payments-full-route')) },
    facturasFull: { page: lazyWithPreload(() => import('./routes/invoices-full-route')) },
    consultoriosFull: {
      page: lazyWithPreload(() => import('./routes/consulting-rooms-full-route')),
    },
    'informacionutil/datos-impositivos': {
      page: lazyWithPreload(() => import('./routes/tax-data-full-route')),
    },
  },
};
