import type { CapabilityStatementRestResource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import {
  capabilityStatement,
  mergeRestResources,
  OAUTH_URIS_EXTENSION,
} from './capability-statement.ts';

describe('mergeRestResources', () => {
  it.each([
    {
      name: 'one module per type, sorted by type',
      given: [
        { type: 'Patient' as const, interaction: [{ code: 'read' as const }] },
        { type: 'Coverage' as const, interaction: [{ code: 'read' as const }] },
      ],
      types: ['Coverage', 'Patient'],
      interactions: [['read'], ['read']],
    },
    {
      name: 'two modules of one type: the union, each interaction once',
      given: [
        { type: 'Patient' as const, interaction: [{ code: 'read' as const }] },
        {
          type: 'Patient',
          interaction: [{ code: 'read' as const }, { code: 'search-type' as const }],
        },
      ],
      types: ['Patient'],
      interactions: [['read', 'search-type']],
    },
  ] satisfies {
    name: string;
    given: CapabilityStatementRestResource[];
    types: string[];
    interactions: string[][];
  }[])('$name', ({ given, types, interactions }) => {
    const merged = mergeRestResources(given);
    expect(merged.map((resource) => resource.type)).toEqual(types);
    expect(merged.map((resource) => resource.interaction?.map((item) => item.code))).toEqual(
      interactions,
    );
  });

  it('joins search parameters and operations by name', () => {
    const [merged] = mergeRestResources([
      { type: 'Claim', searchParam: [{ name: 'patient', type: 'reference' }] },
      {
        type: 'Claim',
        searchParam: [
          { name: 'patient', type: 'reference' },
          { name: 'use', type: 'token' },
        ],
        operation: [
          { name: 'submit', definition: 'http://hl7.org/fhir/OperationDefinition/Claim-submit' },
        ],
      },
    ]);
    expect(merged?.searchParam?.map((param) => param.name)).toEqual(['patient', 'use']);
    expect(merged?.operation?.map((operation) => operation.name)).toEqual(['submit']);
  });
});

describe('capabilityStatement', () => {
  const statement = capabilityStatement({
    baseUrl: 'https://portal.test/fhir',
    tokenUrl: 'https://portal.test/fhir/auth/token',
    date: '2026-11-29',
    softwareVersion: '0.1.0',
    resources: [{ type: 'Patient' as const, interaction: [{ code: 'read' }] }],
  });

  it('is an R4 server instance statement in JSON', () => {
    expect(statement).toMatchObject({ fhirVersion: '4.0.1', kind: 'instance', status: 'active' });
    expect(statement.format).toContain('application/fhir+json');
    expect(statement.rest?.[0]?.mode).toBe('server');
  });

  it('names SMART and the token endpoint through the oauth-uris extension', () => {
    const security = statement.rest?.[0]?.security;
    expect(security?.service?.[0]?.coding?.[0]?.code).toBe('SMART-on-FHIR');
    const oauth = security?.extension?.find((extension) => extension.url === OAUTH_URIS_EXTENSION);
    expect(oauth?.extension).toEqual([
      { url: 'token', valueUri: 'https://portal.test/fhir/auth/token' },
    ]);
  });
});
