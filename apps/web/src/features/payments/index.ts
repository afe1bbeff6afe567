import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

export const paymentsFeature: Feature = {
  id: 'payments',
  privatePages: {
    'tramitesonline/consulta-pagos-facturas': {
      page: lazy(() => import('./routes/payments-route')),
    },
    pagosFull: { page: lazy(() => import('./routes/payments-full-route')) },
    facturasFull: { page: lazy(() => import('./routes/invoices-full-route')) },
    consultoriosFull: { page: lazy(() => import('./routes/consulting-rooms-full-route')) },
    'informacionutil/datos-impositivos': {
      page: lazy(() => import('./routes/tax-data-full-route')),
    },
  },
};
