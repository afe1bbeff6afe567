/** Provider types of spec §1: physical person, team, institution, college. */
export const PROVIDER_TYPES = ['P', 'E', 'I', 'C'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** Each provider type's name, as every screen prints it (never the letter). */
export const PROVIDER_TYPE_NAMES: Record<ProviderType, string> = {
  P: 'Persona física',
  E: 'Equipo',
  I: 'Institución',
  C: 'Colegio',
};

export type Ambit = 'A' | 'I';

/**
 * Provider ambit (spec §5): 'I' (interior) when the management units contain only 6, or
 * contain 6 without 5; otherwise 'A' (AMBA). "Only 6" is a case of "6 without 5".
 */
export function providerAmbit(managementUnits: readonly number[]): Ambit {
  return managementUnits.includes(6) && !managementUnits.includes(5) ? 'I' : 'A';
}

/**
 * Company forms kept in capitals wherever they stand: "sanatorio s.r.l." → "Sanatorio S.R.L.".
 * Matched without dots, so "SRL" stays "SRL" and "s.r.l." becomes "S.R.L.".
 */
const COMPANY_FORMS = new Set(['sa', 'srl', 'sas', 'sc', 'sau', 'sh', 'sca', 'scs', 'sgr', 'ute']);

/** Short connectors written in lower case inside a name (never as its first word). */
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'en', 'da', 'di']);

function capitalizeWord(word: string): string {
  return word
    .split('-')
    .map((part) => part.charAt(0).toLocaleUpperCase('es-AR') + part.slice(1))
    .join('-');
}

/**
 * Capitalises a person's or company's name (spec §2 header, the impersonation banner):
 * "sanatorio del interior s.a." → "Sanatorio del Interior S.A.". One rule for every name shown.
 */
export function capitalizeName(name: string): string {
  return name
    .trim()
    .toLocaleLowerCase('es-AR')
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      if (COMPANY_FORMS.has(word.replaceAll('.', ''))) return word.toLocaleUpperCase('es-AR');
      if (index > 0 && CONNECTORS.has(word)) return word;
      return capitalizeWord(word);
    })
    .join(' ');
}
