import { MEDICAL_RECORD_PAGES, type MedicalRecordPage } from '@portal/domain/medical-attention';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { Feature, Lazy, PrivatePages, Served } from '@/lib/feature';

/**
 * Atencion-medica: the section of spec §2's private route, with the index home (the patient's
 * affiliate number once) and the patient's pages; its cartilla pages are the directory's.
 */
const RECORD_ROUTES: Record<MedicalRecordPage, Lazy<{ title: string }>> = {
  vacunas: lazyWithPreload(() => import('./routes/vaccines-route')),
  recetas: lazyWithPreload(() => import('./routes/prescriptions-route')),
  estudios: lazyWithPreload(() => import('./routes/studies-route')),
  autorizaciones: lazyWithPreload(() => import('./routes/authorizations-route')),
  historial: lazyWithPreload(() => import('./routes/history-route')),
};

const privatePages = {
  'tramitesonline/atencion-medica': {
    section: [
      { page: lazyWithPreload(() => import('./routes/home-route')) },
      ...MEDICAL_RECORD_PAGES.map(({ id, title }) => ({
        path: id,
        title,
        page: RECORD_ROUTES[id],
      })),
    ],
  },
} satisfies PrivatePages;

// The paths this feature serves, for app/'s check that every private route has a page.
declare module '@/lib/feature' {
  interface ServedPrivateRoutes extends Served<typeof privatePages> {}
}

export const medicalAttentionFeature: Feature = {
  id: 'medical-attention',
  // doc-24 (telemedicine): its own check is the user's permission, on the server.
  routes: [
    {
      path: 'telemedicina',
      page: lazyWithPreload(() => import('./routes/telemedicine-route')),
      requiresLogin: true,
    },
    {
      path: 'telemedicina/sala/:sesion',
      page: lazyWithPreload(() => import('./routes/waiting-room-route')),
      requiresLogin: true,
    },
  ],
  privatePages,
};
