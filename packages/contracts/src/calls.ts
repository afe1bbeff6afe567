import { affiliatesCalls } from './affiliates/calls.ts';
import { authCalls } from './auth/calls.ts';
import { authorizationsCalls } from './authorizations/calls.ts';
import { censusesCalls } from './censuses/calls.ts';
import type { CallDefinition } from './call.ts';
import { contentCalls } from './content/calls.ts';
import { connectivityCalls } from './connectivity/calls.ts';
import { coverageCalls } from './coverage/calls.ts';
import { directoryCalls } from './directory/calls.ts';
import { guidesCalls } from './guides/calls.ts';
import { homeCalls } from './home/calls.ts';
import { medicalAttentionCalls } from './medical-attention/calls.ts';
import { paymentsCalls } from './payments/calls.ts';
import { prescriptionsCalls } from './prescriptions/calls.ts';
import { profileCalls } from './profile/calls.ts';
import { ratingsCalls } from './ratings/calls.ts';
import { sessionCalls } from './session/calls.ts';
import { settlementsCalls } from './settlements/calls.ts';
import { supportCasesCalls } from './support-cases/calls.ts';
import { userManagementCalls } from './user-management/calls.ts';

/**
 * Every /pre call of the portal, area by area: the API registers them, the OpenAPI document
 * lists them, the security suites try each, and the web tests check their mocks against them.
 * Adding an area adds one line here.
 */
export const ALL_CALLS: readonly CallDefinition[] = [
  ...authCalls,
  ...sessionCalls,
  ...affiliatesCalls,
  ...coverageCalls,
  ...connectivityCalls,
  ...supportCasesCalls,
  ...authorizationsCalls,
  ...censusesCalls,
  ...settlementsCalls,
  ...paymentsCalls,
  ...profileCalls,
  ...userManagementCalls,
  ...ratingsCalls,
  ...guidesCalls,
  ...directoryCalls,
  ...contentCalls,
  ...medicalAttentionCalls,
  ...prescriptionsCalls,
  ...homeCalls,
];
