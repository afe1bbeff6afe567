import { expect } from 'vitest';
import type { Resource } from '@medplum/fhirtypes';
import { fhirProblems } from './fhir-validator.ts';

export { fhirProblems };

/** Asserts that `resource` is valid FHIR R4 by both validators: 0 errors. */
export function expectValidFhir<T = Resource>(resource: unknown): asserts resource is T & Resource {
  expect(typeof (resource as { resourceType?: unknown } | null)?.resourceType).toBe('string');
  expect(fhirProblems(resource as Resource)).toEqual([]);
}

/** The OperationOutcome a refusal carries: valid, and its first issue's type and text. */
export function expectOutcome(body: unknown, code?: string): { code: string; diagnostics: string } {
  expectValidFhir(body);
  expect(body.resourceType).toBe('OperationOutcome');
  const issue = (body as { issue: { code: string; diagnostics: string; severity: string }[] })
    .issue[0]!;
  expect(issue.severity).toBe('error');
  if (code) expect(issue.code).toBe(code);
  return issue;
}
