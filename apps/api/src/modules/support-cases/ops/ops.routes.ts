import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caseNumberParams,
  operatorCaseActionRequest,
  operatorCaseActionResponse,
  operatorCaseListQuery,
  operatorCaseListResponse,
} from '@portal/contracts';
import { ATTACHMENT_BODY_LIMIT_BYTES } from '@portal/domain';
import type { CaseWriteDeps } from './case-notices.ts';
import { capErrors } from './route-common.ts';
import { operatorAction, recentCases } from './support-case-ops.service.ts';

const TAGS = ['operator'];

/** The insurer's side of the support centre, for `npm run operator` (access 'operator'). */
export const supportCaseOpsRoutes: FastifyPluginAsyncZod<CaseWriteDeps> = async (app, deps) => {
  app.post(
    '/pre/ops/cap/tramites/:n/etapas',
    {
      config: { access: 'operator' },
      bodyLimit: ATTACHMENT_BODY_LIMIT_BYTES,
      schema: {
        tags: TAGS,
        summary: 'An operator acts on a case: observation, ask for information, finalise…',
        params: caseNumberParams,
        body: operatorCaseActionRequest,
        response: { 200: operatorCaseActionResponse, ...capErrors },
      },
    },
    (request) => operatorAction(deps, request.params.n, request.body),
  );

  app.get(
    '/pre/ops/cap/tramites',
    {
      config: { access: 'operator' },
      schema: {
        tags: TAGS,
        summary: 'Recently touched cases (at most 50)',
        querystring: operatorCaseListQuery,
        response: { 200: operatorCaseListResponse, ...capErrors },
      },
    },
    (request) => recentCases(deps, request.query),
  );
};
