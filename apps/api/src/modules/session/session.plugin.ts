import type { FastifyPluginAsync } from 'fastify';
import type { SessionDeps } from './session-tokens.ts';
import { sessionRoutes } from './session.routes.ts';

/** The session area: the calls of a logged-in user about the session itself. */
export const sessionPlugin: FastifyPluginAsync<SessionDeps> = async (app, deps) => {
  sessionRoutes(app, deps);
};
