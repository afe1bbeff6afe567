import type { FastifyPluginAsync } from 'fastify';
import type { LoginRoutesDeps } from './login/login.routes.ts';
import { loginRoutes } from './login/login.routes.ts';
import type { RecoveryDeps } from './password-recovery/password-recovery.service.ts';
import { passwordRecoveryRoutes } from './password-recovery/password-recovery.routes.ts';
import { registrationRoutes } from './registration/registration.routes.ts';

export type AuthAreaDeps = LoginRoutesDeps & RecoveryDeps;

/** The auth area: login and the public config, registration, password recovery (all public). */
export const authPlugin: FastifyPluginAsync<AuthAreaDeps> = async (app, deps) => {
  loginRoutes(app, deps);
  registrationRoutes(app, deps);
  passwordRecoveryRoutes(app, deps);
};
