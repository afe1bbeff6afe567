/**
 * The FHIR interface's scopes (SMART v1 system scopes): a client is granted, per resource type,
 * reading and/or writing. The directory's resources are public and need none.
 */
export const FHIR_RESOURCE_SCOPES = {
  Patient: ['read'],
  Coverage: ['read'],
  CoverageEligibilityRequest: ['write'],
  CoverageEligibilityResponse: ['read'],
  Claim: ['read', 'write'],
  ClaimResponse: ['read'],
  Subscription: ['read', 'write'],
  ExplanationOfBenefit: ['read'],
  PaymentReconciliation: ['read'],
} as const satisfies Record<string, readonly ('read' | 'write')[]>;

type ScopeOf<Type extends keyof typeof FHIR_RESOURCE_SCOPES> =
  `system/${Type}.${(typeof FHIR_RESOURCE_SCOPES)[Type][number]}`;

export type FhirScope = {
  [Type in keyof typeof FHIR_RESOURCE_SCOPES]: ScopeOf<Type>;
}[keyof typeof FHIR_RESOURCE_SCOPES];

export const FHIR_SCOPES = Object.entries(FHIR_RESOURCE_SCOPES).flatMap(([type, modes]) =>
  modes.map((mode) => `system/${type}.${mode}`),
) as FhirScope[];

export const isFhirScope = (value: string): value is FhirScope =>
  (FHIR_SCOPES as string[]).includes(value);

/** The media type FHIR's JSON is exchanged in. */
export const FHIR_JSON = 'application/fhir+json';

/** Where the FHIR interface is mounted, and its SMART token endpoint below it. */
export const FHIR_BASE_PATH = '/fhir';
export const FHIR_TOKEN_PATH = `${FHIR_BASE_PATH}/auth/token`;

/** How long an access token lives, and the longest a client assertion may (SMART: 5 minutes). */
export const FHIR_ACCESS_TOKEN_SECONDS = 300;
export const FHIR_ASSERTION_MAX_SECONDS = 300;
