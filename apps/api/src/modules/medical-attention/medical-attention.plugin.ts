import type { FastifyPluginAsync } from 'fastify';
import type { MedicalDeps } from './deps.ts';
import { medicalAttentionRoutes } from './medical-attention.routes.ts';

/** Atencion-medica's patient record: app.ts finds it by its folder. */
export const medicalAttentionPlugin: FastifyPluginAsync<MedicalDeps> = async (app, deps) => {
  medicalAttentionRoutes(app, deps);
};
