import type { Feature } from '@/lib/feature';

/** Sistemas conectados (FHIR): the admin registers and revokes the clinic systems' clients. */
export const fhirFeature: Feature = {
  id: 'fhir',
};
