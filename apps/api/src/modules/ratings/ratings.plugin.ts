import type { FastifyPluginAsync } from 'fastify';
import { ratingsRoutes } from './ratings.routes.ts';
import type { RatingsDeps } from './ratings.service.ts';

/** Ratings (mis-calificaciones): app.ts finds it by its folder. */
export const ratingsPlugin: FastifyPluginAsync<RatingsDeps> = async (app, deps) => {
  ratingsRoutes(app, deps);
};
