/** The portal's calls about the FHIR interface (its clients); filled in by the auth step. */
export const fhirCalls = [] as const;
