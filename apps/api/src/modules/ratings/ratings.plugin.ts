import type { FastifyPluginAsync } from 'fastify';
import { ratingsRoutes } from './ratings.routes.ts';
import type { RatingsDeps } from './ratings.service.ts';

/** Ratings (mis-calificaciones): registered by app.ts from its list of areas. */
export const ratingsPlugin: FastifyPluginAsync<RatingsDeps> = async (app, deps) => {
  ratingsRoutes(app, deps);
};
