import { defineCall, eventStreamBody } from '../call.ts';
import {
  affiliateValidationRequest,
  affiliateValidationResponse,
  providerPathParams,
} from '../affiliates/schemas.ts';
import {
  censusOptionsResponse,
  censusRegistrationRequest,
  censusRow,
  censusSearchQuery,
  censusSearchResponse,
} from './schemas.ts';
import { LIMITS } from '@portal/domain/write-limits';

/* The census of inpatients (tramitesonline/censos), permission censos. */
const tag = 'censuses';
const access = { module: 'censos' } as const;

/** The affiliate every census form starts from; changes nothing. */
export const censusAffiliateCall = defineCall({
  method: 'POST',
  path: '/pre/v1/censos/:id/afiliado',
  tag,
  summary: 'Validate the affiliate of a census row (same answer as the affiliate validator)',
  access,
  readOnlySafe: true,
  params: providerPathParams,
  body: affiliateValidationRequest,
  response: affiliateValidationResponse,
});

export const censusOptionsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/censos/:id/opciones',
  tag,
  summary: "The provider's attention places in force, the movements and the newborn choices",
  access,
  params: providerPathParams,
  response: censusOptionsResponse,
});

export const registerCensusCall = defineCall({
  method: 'POST',
  path: '/pre/v1/censos/:id/registros',
  tag,
  summary: 'Register an admission or a discharge of an inpatient or a newborn (one a day)',
  access,
  limit: LIMITS.entry,
  params: providerPathParams,
  body: censusRegistrationRequest,
  status: 201,
  response: censusRow,
});

export const searchCensusCall = defineCall({
  method: 'GET',
  path: '/pre/v1/censos/:id/registros',
  tag,
  summary: "The provider's census rows in a date range (default the last 15 days), newest first",
  access,
  params: providerPathParams,
  query: censusSearchQuery,
  response: censusSearchResponse,
});

export const censusEventsCall = defineCall({
  method: 'GET',
  path: '/pre/v1/censos/eventos',
  tag,
  summary: 'Live audits of the provider’s census rows (server-sent events)',
  access,
  response: eventStreamBody,
});

export const censusesCalls = [
  censusAffiliateCall,
  censusOptionsCall,
  registerCensusCall,
  searchCensusCall,
  censusEventsCall,
] as const;
