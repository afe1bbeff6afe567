import type { FastifyPluginAsync } from 'fastify';
import { profileRoutes } from './profile.routes.ts';
import type { ProfileDeps } from './requests.service.ts';

/** Mis datos (datos-personales): registered by app.ts from its list of areas. */
export const profilePlugin: FastifyPluginAsync<ProfileDeps> = async (app, deps) => {
  profileRoutes(app, deps);
};
