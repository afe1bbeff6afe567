/*
 * Da Vinci PDex Plan-Net (the US payer directory guide) as this directory follows it: its
 * profiles, its service categories, and the portal's own code systems where Plan-Net binds US
 * code sets (NUCC taxonomy) that no Argentine specialty list maps to.
 */

const PLAN_NET = 'http://hl7.org/fhir/us/davinci-pdex-plan-net';

export const PLAN_NET_PROFILES = {
  Practitioner: `${PLAN_NET}/StructureDefinition/plannet-Practitioner`,
  PractitionerRole: `${PLAN_NET}/StructureDefinition/plannet-PractitionerRole`,
  Organization: `${PLAN_NET}/StructureDefinition/plannet-Organization`,
  Location: `${PLAN_NET}/StructureDefinition/plannet-Location`,
  HealthcareService: `${PLAN_NET}/StructureDefinition/plannet-HealthcareService`,
} as const;
export type DirectoryResourceType = keyof typeof PLAN_NET_PROFILES;

export const PLAN_NET_CATEGORY_SYSTEM = `${PLAN_NET}/CodeSystem/HealthcareServiceCategoryCS`;

/** The portal's code systems: the insurer's specialty list and its provider codes. */
export const PORTAL_SYSTEMS = {
  specialty: 'urn:portal-prestadores:especialidad',
  providerCode: 'urn:portal-prestadores:prestador',
  placeCode: 'urn:portal-prestadores:lugar-de-atencion',
} as const;

/**
 * The cartilla's sections as Plan-Net sees them: a specialty (section 1) is a practitioner's
 * role; urgent care (2) and an institution's kind (4) are services an organization provides,
 * each under the Plan-Net category that names it.
 */
export const SECTION_OF_CATEGORY = { emerg: 2, prov: 4 } as const;
export type PlanNetCategory = keyof typeof SECTION_OF_CATEGORY;
const CATEGORY_DISPLAY: Record<PlanNetCategory, string> = {
  emerg: 'Emergency care',
  prov: 'Medical Provider',
};

export const ROLE_SECTION = 1;

export function categoryOfSection(seccion: number): PlanNetCategory | null {
  const found = Object.entries(SECTION_OF_CATEGORY).find(([, kind]) => kind === seccion);
  return found ? (found[0] as PlanNetCategory) : null;
}

export function categoryConcept(category: PlanNetCategory) {
  return {
    coding: [
      { system: PLAN_NET_CATEGORY_SYSTEM, code: category, display: CATEGORY_DISPLAY[category] },
    ],
  };
}

/** A listing (one place, one specialty) is a role or a service: `<place>-<specialty>`. */
export function listingId(placeId: number, specialtyId: number): string {
  return `${placeId}-${specialtyId}`;
}

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/** The place and specialty of a listing id, or null for anything else (a 404, not a 400). */
export function parseListingId(id: string): { placeId: number; specialtyId: number } | null {
  const parts = id.split('-');
  if (parts.length !== 2 || !parts.every((part) => POSITIVE_INT.test(part))) return null;
  return { placeId: Number(parts[0]), specialtyId: Number(parts[1]) };
}

/** A provider's or place's id as the resource's id, or null when it cannot be one. */
export function parseNumericId(id: string): number | null {
  return POSITIVE_INT.test(id) ? Number(id) : null;
}
