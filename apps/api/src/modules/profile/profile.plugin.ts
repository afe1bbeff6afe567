import type { FastifyPluginAsync } from 'fastify';
import { whenCaseCloses } from '../support-cases/public.ts';
import { applyApprovedChange } from './approval.service.ts';
import { profileRoutes } from './profile.routes.ts';
import type { ProfileDeps } from './requests.service.ts';

/** Mis datos (datos-personales): app.ts finds it by its folder. */
export const profilePlugin: FastifyPluginAsync<ProfileDeps> = async (app, deps) => {
  // An approved change becomes the data in force when the insurer finalises its case.
  whenCaseCloses(applyApprovedChange);
  profileRoutes(app, deps);
};
