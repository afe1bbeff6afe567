import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';

export const FHIR_VERSION = '4.0.1';

/** The extension SMART App Launch names the OAuth endpoints with (SMART Backend Services). */
export const OAUTH_URIS_EXTENSION =
  'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris';

export interface CapabilityInput {
  /** The FHIR base, e.g. https://portal.example/fhir. */
  baseUrl: string;
  tokenUrl: string;
  /** When this server's capabilities last changed (the release), as a FHIR dateTime. */
  date: string;
  softwareVersion: string;
  /** What each found resource module implements. */
  resources: readonly CapabilityStatementRestResource[];
}

const byType = (a: CapabilityStatementRestResource, b: CapabilityStatementRestResource) =>
  (a.type ?? '').localeCompare(b.type ?? '');

/**
 * Two modules that implement parts of one resource type (a read here, a search there) make one
 * entry: the union of their interactions, search parameters, operations and profiles.
 */
export function mergeRestResources(
  resources: readonly CapabilityStatementRestResource[],
): CapabilityStatementRestResource[] {
  const merged = new Map<string, CapabilityStatementRestResource>();
  for (const resource of resources) {
    const type = resource.type ?? '';
    const known = merged.get(type);
    if (!known) {
      merged.set(type, structuredClone(resource));
      continue;
    }
    const union = <T>(a: T[] | undefined, b: T[] | undefined, key: (item: T) => string) => {
      const all = [...(a ?? []), ...(b ?? [])];
      const seen = new Set<string>();
      const kept = all.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
      return kept.length > 0 ? kept : undefined;
    };
    const interaction = union(known.interaction, resource.interaction, (item) => item.code ?? '');
    const searchParam = union(known.searchParam, resource.searchParam, (item) => item.name ?? '');
    const operation = union(known.operation, resource.operation, (item) => item.name ?? '');
    const supportedProfile = union(known.supportedProfile, resource.supportedProfile, String);
    merged.set(type, {
      ...known,
      ...(interaction ? { interaction } : {}),
      ...(searchParam ? { searchParam } : {}),
      ...(operation ? { operation } : {}),
      ...(supportedProfile ? { supportedProfile } : {}),
    });
  }
  return [...merged.values()].sort(byType);
}

/** The server's CapabilityStatement (R4): what the found modules implement, and how to log in. */
export function capabilityStatement(input: CapabilityInput): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: input.date,
    publisher: 'Portal de Prestadores',
    kind: 'instance',
    software: { name: 'Portal de Prestadores', version: input.softwareVersion },
    implementation: {
      description: 'Interfaz FHIR R4 del Portal de Prestadores',
      url: input.baseUrl,
    },
    fhirVersion: FHIR_VERSION,
    format: ['application/fhir+json', 'json'],
    rest: [
      {
        mode: 'server',
        security: {
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
              text: 'SMART Backend Services (client credentials con aserción JWT firmada)',
            },
          ],
          extension: [
            { url: OAUTH_URIS_EXTENSION, extension: [{ url: 'token', valueUri: input.tokenUrl }] },
          ],
        },
        resource: mergeRestResources(input.resources),
      },
    ],
  };
}
