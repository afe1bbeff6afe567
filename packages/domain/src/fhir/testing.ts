import type { Bundle, Claim } from '@medplum/fhirtypes';
import { CLAIM_SYSTEMS } from './claim-systems.ts';

/**
 * A PAS-shaped request Bundle as a HIS sends it, for the tests of the mapper, the API and the
 * E2E: demo@'s provider (100001), its first attention place, Juan Pérez (30000001 1 01).
 * `claim` overrides the Claim's fields; `drop` leaves entries out by resource type. Only tests
 * build a request, so it has an entry point of its own and stays out of `@portal/domain/fhir`.
 */
export function priorAuthorizationBundle(
  options: {
    claim?: Partial<Claim>;
    affiliate?: string;
    provider?: number;
    place?: number;
    orderDate?: string;
    drop?: readonly string[];
  } = {},
): Bundle {
  const claim: Claim = {
    resourceType: 'Claim',
    status: 'active',
    type: { coding: [{ system: CLAIM_SYSTEMS.claimType, code: 'professional' }] },
    use: 'preauthorization',
    patient: { reference: 'urn:uuid:patient-1' },
    created: '2026-11-29T10:00:00-03:00',
    insurer: { display: 'Obra social' },
    provider: { reference: 'urn:uuid:provider-1' },
    facility: { reference: 'urn:uuid:place-1' },
    priority: { coding: [{ system: CLAIM_SYSTEMS.processPriority, code: 'normal' }] },
    referral: { reference: 'urn:uuid:order-1' },
    insurance: [{ sequence: 1, focal: true, coverage: { reference: 'urn:uuid:coverage-1' } }],
    item: [
      {
        sequence: 1,
        productOrService: { coding: [{ system: CLAIM_SYSTEMS.nomenclator, code: '180106' }] },
        quantity: { value: 1 },
      },
    ],
    ...options.claim,
  };
  const entries: NonNullable<Bundle['entry']> = [
    { fullUrl: 'urn:uuid:claim-1', resource: claim },
    {
      fullUrl: 'urn:uuid:patient-1',
      resource: {
        resourceType: 'Patient',
        identifier: [
          { system: CLAIM_SYSTEMS.affiliate, value: options.affiliate ?? '30000001 1 01' },
        ],
      },
    },
    {
      fullUrl: 'urn:uuid:coverage-1',
      resource: {
        resourceType: 'Coverage',
        status: 'active',
        beneficiary: { reference: 'urn:uuid:patient-1' },
        payor: [{ display: 'Obra social' }],
      },
    },
    {
      fullUrl: 'urn:uuid:provider-1',
      resource: {
        resourceType: 'Organization',
        identifier: [{ system: CLAIM_SYSTEMS.provider, value: String(options.provider ?? 100001) }],
      },
    },
    {
      fullUrl: 'urn:uuid:place-1',
      resource: {
        resourceType: 'Location',
        identifier: [{ system: CLAIM_SYSTEMS.place, value: String(options.place ?? 1001) }],
      },
    },
    {
      fullUrl: 'urn:uuid:order-1',
      resource: {
        resourceType: 'ServiceRequest',
        status: 'active',
        intent: 'order',
        subject: { reference: 'urn:uuid:patient-1' },
        authoredOn: options.orderDate ?? '2026-11-28',
      },
    },
  ];
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: entries.filter((entry) => !options.drop?.includes(entry.resource?.resourceType ?? '')),
  };
}
