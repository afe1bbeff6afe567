import type { FastifyPluginAsync } from 'fastify';
import { contentEditorRoutes } from './console/editor.routes.ts';
import { contentRoutes } from './content.routes.ts';
import type { LiveEventBus } from '../../lib/live-events.ts';
import type { ContentDeps } from './content.service.ts';

/** The public site and the console's editor of it: app.ts finds it by its folder. */
export const contentPlugin: FastifyPluginAsync<ContentDeps & { events: LiveEventBus }> = async (
  app,
  deps,
) => {
  contentRoutes(app, deps);
  contentEditorRoutes(app, deps);
};
