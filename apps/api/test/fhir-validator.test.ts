import { describe, expect, it } from 'vitest';
import { fhirProblems } from './fhir-validator.ts';

// The validator is what every FHIR test leans on: it must refuse what R4 refuses.
describe('fhirProblems', () => {
  it.each([
    ['a valid Patient', { resourceType: 'Patient', id: 'p1', gender: 'male' }, 0],
    ['an unknown element', { resourceType: 'Patient', id: 'p1', nickname: 'x' }, 1],
    ['a code outside a required value set', { resourceType: 'Patient', gender: 'xx' }, 1],
    ['a missing required element', { resourceType: 'OperationOutcome' }, 1],
    [
      'a broken invariant (cpb-1: rest, messaging or document)',
      {
        resourceType: 'CapabilityStatement',
        status: 'active',
        date: '2026-01-01',
        kind: 'instance',
        fhirVersion: '4.0.1',
        format: ['json'],
      },
      1,
    ],
  ])('%s', (_name, resource, least) => {
    const problems = fhirProblems(resource as never);
    if (least === 0) expect(problems).toEqual([]);
    else expect(problems.length).toBeGreaterThanOrEqual(least);
  });
});
