/** Provider types of spec §1: physical person, team, institution, college. */
export const PROVIDER_TYPES = ['P', 'E', 'I', 'C'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export type Ambit = 'A' | 'I';

/**
 * Provider ambit (spec §5): 'I' (interior) when the management units contain only 6, or
 * contain 6 without 5; otherwise 'A' (AMBA). "Only 6" is a case of "6 without 5".
 */
export function providerAmbit(managementUnits: readonly number[]): Ambit {
  return managementUnits.includes(6) && !managementUnits.includes(5) ? 'I' : 'A';
}

/** Capitalises each word of a name: "maría laura" → "María Laura" (spec §2 header). */
export function capitalizeName(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('es-AR')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-AR') + word.slice(1))
    .join(' ');
}
