import type { Reference, Resource } from '@medplum/fhirtypes';

/**
 * Reading a request Bundle a HIS sent: it is untrusted JSON, so every step checks the shape it
 * needs instead of trusting the FHIR types, and a reference is found the ways R4 allows inside
 * a Bundle (the entry's fullUrl, or "Type/id" against the entry's resource).
 */

export interface ClaimIssue {
  /** A FHIRPath to the element at fault, as OperationOutcome.issue.expression carries it. */
  expression: string;
  /** What a person fixes, in Spanish. */
  message: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The resources of a Bundle's entries, with the fullUrl each was sent under. */
export function bundleEntries(bundle: unknown): { fullUrl: string | null; resource: Resource }[] {
  if (!isRecord(bundle) || bundle['resourceType'] !== 'Bundle') return [];
  return asArray(bundle['entry']).flatMap((entry) => {
    if (!isRecord(entry) || !isRecord(entry['resource'])) return [];
    const resource = entry['resource'];
    if (typeof resource['resourceType'] !== 'string') return [];
    return [{ fullUrl: asText(entry['fullUrl']), resource: resource as unknown as Resource }];
  });
}

/** The entry a reference points at, of the expected type; null when none matches. */
export function resolveReference<Type extends Resource['resourceType']>(
  entries: readonly { fullUrl: string | null; resource: Resource }[],
  reference: unknown,
  types: readonly Type[],
): Extract<Resource, { resourceType: Type }> | null {
  if (!isRecord(reference)) return null;
  const target = asText((reference as Reference).reference);
  if (!target) return null;
  const found = entries.find(
    (entry) =>
      entry.fullUrl === target ||
      (entry.resource.id !== undefined &&
        (target === `${entry.resource.resourceType}/${entry.resource.id}` ||
          target.endsWith(`/${entry.resource.resourceType}/${entry.resource.id}`))),
  );
  if (!found || !(types as readonly string[]).includes(found.resource.resourceType)) return null;
  return found.resource as Extract<Resource, { resourceType: Type }>;
}

/** The value of the first identifier of `system` among a resource's or a reference's. */
export function identifierValue(identifiers: unknown, system: string): string | null {
  const list = isRecord(identifiers) ? [identifiers] : asArray(identifiers);
  for (const identifier of list) {
    if (isRecord(identifier) && identifier['system'] === system) {
      const value = asText(identifier['value']);
      if (value) return value;
    }
  }
  return null;
}

/** The code of the first coding of `system` in a CodeableConcept. */
export function codeOf(concept: unknown, system: string): string | null {
  if (!isRecord(concept)) return null;
  for (const coding of asArray(concept['coding'])) {
    if (isRecord(coding) && coding['system'] === system) {
      const code = asText(coding['code']);
      if (code) return code;
    }
  }
  return null;
}

/** "2026-11-29" or "2026-11-29T10:00:00-03:00" → "29/11/2026" (the form's dd/mm/yyyy). */
export function orderDateOf(value: unknown): string | null {
  const text = asText(value);
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(text) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}
