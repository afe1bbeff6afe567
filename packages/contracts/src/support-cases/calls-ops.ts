import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain/support-cases';
import { defineCall } from '../call.ts';
import { OPERATOR_TAG as tag } from './access.ts';
import { externalGrantRequest, externalGrantResponse } from './operator.ts';
import { caseNumberParams } from './detail.ts';
import {
  operatorCaseActionRequest,
  operatorCaseActionResponse,
  operatorCaseListQuery,
  operatorCaseListResponse,
} from './writes.ts';

/** The insurer's side, for `npm run operator` and `npm run impersonate` (access 'operator'). */
const access = 'operator';

/** An action may attach files, hence the attachments' body limit. */
export const operatorCaseActionCall = defineCall({
  method: 'POST',
  path: '/pre/ops/cap/tramites/:n/etapas',
  tag,
  summary: 'An operator acts on a case: observation, ask for information, finalise…',
  access,
  params: caseNumberParams,
  body: operatorCaseActionRequest,
  response: operatorCaseActionResponse,
  bodyLimit: ATTACHMENT_BODY_LIMIT_BYTES,
});

export const operatorCaseListCall = defineCall({
  method: 'GET',
  path: '/pre/ops/cap/tramites',
  tag,
  summary: 'Recently touched cases (at most 50)',
  access,
  query: operatorCaseListQuery,
  response: operatorCaseListResponse,
});

export const externalGrantCall = defineCall({
  method: 'POST',
  path: '/pre/ops/external-grants',
  tag,
  summary: 'Issue a one-time impersonated or read-only session link',
  access,
  body: externalGrantRequest,
  response: externalGrantResponse,
});
