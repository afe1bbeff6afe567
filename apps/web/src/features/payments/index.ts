import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, PrivatePages, Served } from '@/lib/feature';

const privatePages = {
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
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

export const paymentsFeature: Feature = {
  id: 'payments',
  privatePages,
};
