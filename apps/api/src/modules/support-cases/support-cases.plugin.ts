import type { FastifyPluginAsync } from 'fastify';
import { caseDetailRoutes } from './case-detail.routes.ts';
import { caseEventRoutes, type CaseEventRouteDeps } from './case-events.routes.ts';
import type { CaseWriteDeps } from './case-notices.ts';
import { refuseLongUrls } from './route-common.ts';
import { supportCaseOpsRoutes } from './support-case-ops.routes.ts';
import { supportCaseWriteRoutes } from './support-case-writes.routes.ts';
import { supportCaseReadRoutes } from './support-cases.routes.ts';

export type SupportCaseDeps = CaseWriteDeps & CaseEventRouteDeps;

/** The support centre (capweb, docs/decisions/0010): every route shares the URL-length rule. */
export const supportCasesPlugin: FastifyPluginAsync<SupportCaseDeps> = async (app, deps) => {
  app.addHook('onRequest', async (request) => refuseLongUrls(request.url));
  await app.register(supportCaseReadRoutes, deps);
  await app.register(caseDetailRoutes, deps);
  await app.register(supportCaseWriteRoutes, deps);
  await app.register(caseEventRoutes, deps);
  await app.register(supportCaseOpsRoutes, deps);
};
