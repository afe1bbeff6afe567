import { defineCall } from '../call.ts';
import { homeParams, homeResponse } from './schemas.ts';

/*
 * The logged-in home. Open to any live session with accepted terms (checked by the call: the
 * home belongs to no module); what each tile shows follows the user's own modules.
 */
export const homeCall = defineCall({
  method: 'GET',
  path: '/pre/v1/prestadores/:code/inicio',
  tag: 'home',
  summary:
    "What waits on the caller's provider (cases, observed requests, last settlement, unread invoices) and the caller's recent validations",
  access: 'session',
  params: homeParams,
  response: homeResponse,
});

export const homeCalls = [homeCall] as const;
