import { lazy } from 'react';
import type { Feature } from '@/lib/feature';

/**
 * Atencion-medica's patient record: the index home (the patient's affiliate number once) and
 * the patient's pages. The section is declared by the module catalogue (modules) and its
 * cartilla pages are the directory's; these replace the placeholders of the same paths.
 */
export const medicalAttentionFeature: Feature = {
  id: 'medical-attention',
  // doc-24 (telemedicine): its own check is the user's permission, on the server.
  routes: [
    {
      path: 'telemedicina',
      page: lazy(() => import('./routes/telemedicine-route')),
      requiresLogin: true,
    },
    {
      path: 'telemedicina/sala/:sesion',
      page: lazy(() => import('./routes/waiting-room-route')),
      requiresLogin: true,
    },
  ],
  sectionPages: {
    'tramitesonline/atencion-medica': [
      { page: lazy(() => import('./routes/home-route')) },
      { path: 'vacunas', page: lazy(() => import('./routes/vaccines-route')) },
      { path: 'recetas', page: lazy(() => import('./routes/prescriptions-route')) },
      { path: 'estudios', page: lazy(() => import('./routes/studies-route')) },
      { path: 'autorizaciones', page: lazy(() => import('./routes/authorizations-route')) },
      { path: 'historial', page: lazy(() => import('./routes/history-route')) },
    ],
  },
};
