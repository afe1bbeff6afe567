import type { FastifyPluginAsync } from 'fastify';
import { staffAccountRoutes } from './accounts/accounts.routes.ts';
import type { StaffLoginDeps } from './login/login.service.ts';
import { staffLoginRoutes } from './login/login.routes.ts';

/** The insurer's console's staff realm: login, sessions, accounts and the audit (ADR 0055). */
export const staffPlugin: FastifyPluginAsync<StaffLoginDeps> = async (app, deps) => {
  staffLoginRoutes(app, deps);
  staffAccountRoutes(app, deps);
};
