// Written by `npm run areas` from the folders packages/contracts/src/<area>/calls.ts: do not edit.
import type { CallDefinition } from './call.ts';
import { affiliatesCalls } from './affiliates/calls.ts';
import { authCalls } from './auth/calls.ts';
import { authorizationsCalls } from './authorizations/calls.ts';
import { censusesCalls } from './censuses/calls.ts';
import { connectivityCalls } from './connectivity/calls.ts';
import { contentCalls } from './content/calls.ts';
import { coverageCalls } from './coverage/calls.ts';
import { directoryCalls } from './directory/calls.ts';
import { fhirCalls } from './fhir/calls.ts';
import { guidesCalls } from './guides/calls.ts';
import { homeCalls } from './home/calls.ts';
import { importsCalls } from './imports/calls.ts';
import { medicalAttentionCalls } from './medical-attention/calls.ts';
import { paymentsCalls } from './payments/calls.ts';
import { prescriptionsCalls } from './prescriptions/calls.ts';
import { profileCalls } from './profile/calls.ts';
import { providerAdminCalls } from './provider-admin/calls.ts';
import { queuesCalls } from './queues/calls.ts';
import { ratingsCalls } from './ratings/calls.ts';
import { sessionCalls } from './session/calls.ts';
import { settlementsCalls } from './settlements/calls.ts';
import { staffCalls } from './staff/calls.ts';
import { supportCasesCalls } from './support-cases/calls.ts';
import { userManagementCalls } from './user-management/calls.ts';

export * from './affiliates/index.ts';
export * from './auth/index.ts';
export * from './authorizations/index.ts';
export * from './censuses/index.ts';
export * from './connectivity/index.ts';
export * from './content/index.ts';
export * from './coverage/index.ts';
export * from './directory/index.ts';
export * from './fhir/index.ts';
export * from './guides/index.ts';
export * from './home/index.ts';
export * from './imports/index.ts';
export * from './medical-attention/index.ts';
export * from './payments/index.ts';
export * from './prescriptions/index.ts';
export * from './profile/index.ts';
export * from './provider-admin/index.ts';
export * from './queues/index.ts';
export * from './ratings/index.ts';
export * from './session/index.ts';
export * from './settlements/index.ts';
export * from './staff/index.ts';
export * from './support-cases/index.ts';
export * from './user-management/index.ts';

/**
 * Every /pre call of the portal, area by area: the API registers them, the OpenAPI document
 * lists them, the security suites try each, and the web tests check their mocks against them.
 */
export const ALL_CALLS: readonly CallDefinition[] = [
  ...affiliatesCalls,
  ...authCalls,
  ...authorizationsCalls,
  ...censusesCalls,
  ...connectivityCalls,
  ...contentCalls,
  ...coverageCalls,
  ...directoryCalls,
  ...fhirCalls,
  ...guidesCalls,
  ...homeCalls,
  ...importsCalls,
  ...medicalAttentionCalls,
  ...paymentsCalls,
  ...prescriptionsCalls,
  ...profileCalls,
  ...providerAdminCalls,
  ...queuesCalls,
  ...ratingsCalls,
  ...sessionCalls,
  ...settlementsCalls,
  ...staffCalls,
  ...supportCasesCalls,
  ...userManagementCalls,
];
