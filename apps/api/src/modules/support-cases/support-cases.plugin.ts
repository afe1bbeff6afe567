import type { FastifyPluginAsync } from 'fastify';
import { detailRoutes } from './detail/detail.routes.ts';
import { eventRoutes } from './events/events.routes.ts';
import type { CaseEventDeps } from './events/event-stream.ts';
import { externalGrantRoutes } from './ops/external-grants.routes.ts';
import { opsRoutes } from './ops/ops.routes.ts';
import { readRoutes } from './reads/reads.routes.ts';
import type { CaseWriteDeps } from './shared/case-notices.ts';
import { refuseLongUrls } from './shared/url-length.ts';
import { writeRoutes } from './writes/writes.routes.ts';

export interface SupportCasesDeps extends CaseWriteDeps, CaseEventDeps {
  /** Where the portal is reached (config.publicUrl): the operator's session links point at it. */
  publicUrl: string;
}

/**
 * The support centre (capweb, docs/decisions/0010) and the insurer's operator side: the calls
 * of `supportCasesCalls`, app.ts finds it by its folder.
 */
export const supportCasesPlugin: FastifyPluginAsync<SupportCasesDeps> = async (app, deps) => {
  await app.register(async (capweb) => {
    // Every capweb route, the operator's case routes included, shares the URL-length rule.
    capweb.addHook('onRequest', async (request) => refuseLongUrls(request.url));
    readRoutes(capweb, deps);
    detailRoutes(capweb, deps);
    writeRoutes(capweb, deps);
    eventRoutes(capweb, deps);
    opsRoutes(capweb, deps);
  });
  externalGrantRoutes(app, deps);
};
